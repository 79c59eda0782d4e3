import fastifyStatic from '@fastify/static';
import type { Organisation } from '@lintel/domain/organisation/organisation';
import type { ServerPageData } from '@lintel/domain/shell-contracts/server-rendered-page';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { contentSecurityPolicy } from '../../platform/http/security-headers.ts';
import { readFontPreload, usesShippedFont } from './font-preload.ts';
import { NOT_BUILT_HTML, renderIndexHtml, type RenderedPage } from './index-html.ts';
import { readRoutePreloads } from './route-preloads.ts';
import {
  SERVER_RENDERED_PAGES,
  type ServerPages,
  loadServerPages,
  serverRenderedUrl,
  withServerRendering,
} from './server-rendered-page.ts';

/** Vite builds with this base (spec 001 §9 "Asset base path"). */
export const ASSET_PREFIX = '/account/heloc/';
const IMMUTABLE = 'public, max-age=31536000, immutable';

export interface WebOptions {
  /** apps/web/dist; when it has no index.html the pages say the web app is not built. */
  distDir: string;
  /** Production: refuse a bundle built for development (dev toolbar, unminified code: issue 16). */
  productionOnly?: boolean;
  /** The server's answers a server-rendered page is rendered with (decision 244): the banners, and `flags` evaluated. */
  pageData?: (organisation: Organisation, flags: readonly string[]) => Promise<ServerPageData>;
}

/** The mode `apps/web/vite.config.ts` recorded for the bundle in `distDir`, or undefined for an older build. */
export function builtMode(distDir: string): string | undefined {
  try {
    return (JSON.parse(readFileSync(join(distDir, '.vite', 'build-mode.json'), 'utf8')) as { mode?: string })
      .mode;
  } catch {
    return undefined;
  }
}

export interface SpaPages {
  /**
   * `path` (without the query) picks the route chunks the page announces (decision 121); with `query`, a visitor's
   * page on a path the server renders comes with its content (decision 244).
   */
  send(reply: FastifyReply, organisation: Organisation, path?: string, query?: string): Promise<FastifyReply>;
}

/** Serves the built SPA under /account/heloc/ and renders index.html per organisation (rendered once per organisation). */
export async function registerWeb(app: FastifyInstance, options: WebOptions): Promise<SpaPages> {
  const indexFile = join(options.distDir, 'index.html');
  const built = existsSync(indexFile);
  if (built && options.productionOnly && builtMode(options.distDir) !== 'production') {
    throw new Error(
      `${options.distDir} does not hold a production build (found: ${builtMode(options.distDir) ?? 'no build-mode.json'}); ` +
        'build it with `NODE_ENV=production npm run build`, or start with `npm start`, which does.',
    );
  }
  let template = built ? readFileSync(indexFile, 'utf8') : NOT_BUILT_HTML;
  let templateMtime = built ? statSync(indexFile).mtimeMs : 0;
  if (built) {
    await app.register(fastifyStatic, {
      root: options.distDir,
      prefix: ASSET_PREFIX,
      index: false,
      wildcard: true,
      // Vite's build manifest (.vite/manifest.json) lists source paths; nothing under a dot-folder is public.
      dotfiles: 'ignore',
      // The build writes .br and .gz beside each asset (apps/web/vite.config.ts); they are sent to browsers that
      // accept them, the plain file to the rest (decision 099: sent plain, product/select's scripts took seconds).
      preCompressed: true,
      cacheControl: false,
      setHeaders(reply, path) {
        // Vite fingerprints everything under assets/; other public files (logos) may change under the same name.
        reply.header('cache-control', path.includes('/assets/') ? IMMUTABLE : 'public, max-age=300');
      },
    });
  }
  let serverPages = built ? await loadServerPages(options.distDir) : undefined;
  let preloads = readRoutePreloads(options.distDir, ASSET_PREFIX);
  let fontPreload = readFontPreload(options.distDir, ASSET_PREFIX);
  // Keyed by the organisation object itself (a directory reload yields new objects, so stale pages drop out), then
  // by the route whose chunks the page announces.
  let rendered = new WeakMap<Organisation, Map<number, RenderedPage>>();
  // Server-rendered pages by their address (serverRenderedUrl: a few per lender).
  let serverRenderedPages = new WeakMap<Organisation, Map<string, Promise<RenderedPage | undefined>>>();
  // A rebuild while the server runs replaces the hashed asset names; re-read index.html so pages never point at
  // deleted files (one stat per page load).
  async function refreshTemplate(): Promise<void> {
    const mtime = existsSync(indexFile) ? statSync(indexFile).mtimeMs : templateMtime;
    if (mtime === templateMtime) return;
    // A new build's module under a new address (the import cache is keyed by it).
    serverPages = await loadServerPages(options.distDir).catch(() => undefined);
    serverRenderedPages = new WeakMap();
    template = readFileSync(indexFile, 'utf8');
    templateMtime = mtime;
    preloads = readRoutePreloads(options.distDir, ASSET_PREFIX);
    fontPreload = readFontPreload(options.distDir, ASSET_PREFIX);
    rendered = new WeakMap();
  }
  /**
   * The page rendered with the lender's answers as they are now (its flags can change while the server runs): one
   * rendering per address and answers, made on the first such request. Undefined when it does not render there.
   */
  async function serverRendered(
    pages: ServerPages,
    organisation: Organisation,
    path: string,
    url: string,
    font: string,
  ): Promise<RenderedPage | undefined> {
    const data = options.pageData
      ? await options.pageData(organisation, SERVER_RENDERED_PAGES[path] ?? [])
      : { banners: {} };
    const key = `${url} ${JSON.stringify(data.flags ?? {})}`;
    let byKey = serverRenderedPages.get(organisation);
    if (!byKey) serverRenderedPages.set(organisation, (byKey = new Map()));
    let pending = byKey.get(key);
    if (!pending) {
      // Without the route's chunk preloads: the app loads only when wanted.
      const plain = renderIndexHtml(template, organisation, font);
      pending = pages.render(url, organisation, data).then(
        (app) => {
          const withApp = app ? withServerRendering(plain.html, app, data, pages.bootScript) : undefined;
          return withApp ? { ...plain, ...withApp } : undefined;
        },
        (error: unknown) => {
          // The browser renders the page instead; the next request tries again. Logged with the path only: a query
          // can carry personal data (decision 011).
          app.log.warn({ err: error, path }, 'server rendering failed');
          byKey?.delete(key);
          return undefined;
        },
      );
      byKey.set(key, pending);
    }
    return pending;
  }
  return {
    async send(reply, organisation, path = '', query = '') {
      if (built) await refreshTemplate();
      const route = preloads.match(path);
      // The brand font first (small, and every line of text waits on it), for the themes set in it (decision 175).
      const font = usesShippedFont(organisation.orgBrand.theme) ? fontPreload : '';
      let pages = rendered.get(organisation);
      if (!pages) rendered.set(organisation, (pages = new Map()));
      let page = pages.get(route);
      if (!page) {
        page = renderIndexHtml(template, organisation, font + preloads.links(route));
        pages.set(route, page);
      }
      const url = serverPages ? serverRenderedUrl(path, query, organisation) : undefined;
      if (serverPages && url)
        page = (await serverRendered(serverPages, organisation, path, url, font)) ?? page;
      return reply
        .code(200)
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('content-security-policy', contentSecurityPolicy(page.styleHash, page.scriptHash))
        .send(page.html);
    },
  };
}
