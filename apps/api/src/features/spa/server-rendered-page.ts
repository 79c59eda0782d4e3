import {
  BOOT_ENTRY_ATTRIBUTE,
  SERVER_DATA_ELEMENT,
  SERVER_RENDERED_ATTRIBUTE,
  type ServerPageData,
} from '@lintel/domain/shell-contracts/server-rendered-page';
import type { Organisation } from '@lintel/domain/organisation/organisation';
import { REGISTRATION_GATE_FLAGS } from '@lintel/domain/reference-data/feature-flag-keys';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { escapeHtml, scriptSafeJson } from './index-html.ts';

/** What apps/web/build/server-pages.ts writes for the server (decision 244). */
const SERVER_PAGES_DIR = '.server';
const RENDER_PAGE_FILE = 'render-page.js';
const DEFERRED_BOOT_FILE = 'deferred-boot.js';

/**
 * The paths a visitor's page is rendered on the server for (pages that read no data of the visitor's), each with the
 * flags its first render waits on.
 */
export const SERVER_RENDERED_PAGES: Readonly<Record<string, readonly string[]>> = {
  '/': [],
  // register-v2's first screen (spec 000 §2); its later screens read the draft the first one starts.
  '/account/heloc/register-v2': Object.values(REGISTRATION_GATE_FLAGS),
};

/** The app's tree as HTML, the hints React gives with it for the document's head, and the page's title. */
export interface AppHtml {
  html: string;
  head: string;
  title: string | undefined;
}

export interface ServerPages {
  /**
   * The app's tree for `url` (path and query), with the server's answers the page reads; null when the page does
   * not render there (a gate sends the visitor elsewhere): the browser then renders it.
   */
  render(url: string, organisation: Organisation, data: ServerPageData): Promise<AppHtml | null>;
  /** The deferred boot script's source, inlined in each such page. */
  bootScript: string;
}

/** The web build's server pages, or undefined when the build has none (an older build, API-only runs). */
export async function loadServerPages(distDir: string): Promise<ServerPages | undefined> {
  const folder = join(distDir, SERVER_PAGES_DIR);
  const renderFile = join(folder, RENDER_PAGE_FILE);
  const bootFile = join(folder, DEFERRED_BOOT_FILE);
  if (!existsSync(renderFile) || !existsSync(bootFile)) return undefined;
  const module = (await import(pathToFileURL(renderFile).href)) as {
    renderPage?: ServerPages['render'];
  };
  if (typeof module.renderPage !== 'function') return undefined;
  return { render: module.renderPage, bootScript: readFileSync(bootFile, 'utf8').trim() };
}

/**
 * The address to render for a page request, or undefined when the page is sent for the browser to render: only the
 * paths above, and only with no query but this lender's own `org` (so one rendering per lender and path serves
 * every such request; a link that carries a loan officer or opens the chat gets the app at once).
 */
export function serverRenderedUrl(
  path: string,
  query: string,
  organisation: Organisation,
): string | undefined {
  if (!Object.hasOwn(SERVER_RENDERED_PAGES, path)) return undefined;
  if (query === '') return path;
  const params = new URLSearchParams(query);
  const keys = [...params.keys()];
  const org = params.get('org');
  const ownCode = org === organisation.orgCode || org === organisation.canonicalOrgCode;
  return keys.length === 1 && keys[0] === 'org' && ownCode
    ? `${path}?org=${encodeURIComponent(org)}`
    : undefined;
}

/** The module script Vite's index.html loads the app with, and the preloads of its chunks. */
const ENTRY_SCRIPT = /<script type="module"(?: crossorigin)? src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;
const EMPTY_ROOT = '<div id="root"></div>';

export interface ServerRenderedHtml {
  html: string;
  /** CSP source for the inlined boot script. */
  scriptHash: string;
}

/**
 * index.html (already carrying the organisation and theme) with the page's HTML in `#root` and, in place of the app's
 * module script, the boot script that loads it when wanted (apps/web/src/boot/deferred-boot.ts). Undefined when the
 * template is not the one this expects (no entry script or no empty root): the page is then sent as it is.
 */
export function withServerRendering(
  indexHtml: string,
  app: AppHtml,
  data: ServerPageData,
  bootScript: string,
): ServerRenderedHtml | undefined {
  const entry = ENTRY_SCRIPT.exec(indexHtml)?.[1];
  if (!entry || !indexHtml.includes(EMPTY_ROOT)) return undefined;
  const boot = `<script ${BOOT_ENTRY_ATTRIBUTE}="${escapeHtml(entry)}">${bootScript}</script>`;
  const html = indexHtml
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace(/<title>[\s\S]*?<\/title>/, (title) =>
      app.title ? `<title>${escapeHtml(app.title)}</title>` : title,
    )
    .replace(
      '</head>',
      () =>
        `<script type="application/json" id="${SERVER_DATA_ELEMENT}">${scriptSafeJson(data)}</script>${app.head}</head>`,
    )
    .replace(EMPTY_ROOT, () => `<div id="root" ${SERVER_RENDERED_ATTRIBUTE}>${app.html}</div>`)
    .replace('</body>', () => `${boot}</body>`);
  return { html, scriptHash: `'sha256-${createHash('sha256').update(bootScript).digest('base64')}'` };
}
