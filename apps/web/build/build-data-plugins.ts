import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { ROUTE_CHUNKS } from '../src/app/route-chunks.ts';
import { gzipAsync } from './precompress.ts';

// The build data the server and the benches read beside Vite's manifest (vite.config.ts uses these plugins).

/** Writes `<outDir>/.vite/<name>` beside Vite's manifest: build data the server and the benches read. */
async function writeBuildData(outDir: string | undefined, name: string, data: unknown): Promise<void> {
  const dir = join(outDir ?? 'dist', '.vite');
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, name), JSON.stringify(data, null, 2));
}

/** What the server reads to name a route's chunks in index.html (apps/api/src/web/route-preloads.ts). */
export interface RoutePreload {
  name: string;
  pattern: string;
  /** Whether the server names these files in the page (route-chunks.ts). */
  announce: boolean;
  scripts: string[];
  styles: string[];
}

/**
 * Writes `.vite/route-preloads.json`: for each path pattern of src/app/route-chunks.ts, the chunks (and their
 * stylesheets) its first paint loads beyond the entry, so the server can announce them with the page (decision 121).
 */
export function routePreloads(): Plugin {
  let root = '';
  return {
    name: 'lintel-route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    // After writing: only then are the file names final (Vite renames chunks whose CSS it extracts).
    async writeBundle(options, bundle) {
      const chunks = Object.values(bundle).filter(
        (item): item is Rolldown.OutputChunk => item.type === 'chunk',
      );
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (file: string, seen: Set<string>): Set<string> => {
        if (seen.has(file)) return seen;
        seen.add(file);
        for (const next of byFile.get(file)?.imports ?? []) closure(next, seen);
        return seen;
      };
      const initial = new Set<string>();
      for (const chunk of chunks) if (chunk.isEntry) closure(chunk.fileName, initial);
      const routes: RoutePreload[] = ROUTE_CHUNKS.map(({ name, pattern, modules, announce }) => {
        const files = new Set<string>();
        for (const key of modules) {
          const chunk = chunks.find((item) => item.moduleIds.includes(join(root, key)));
          if (!chunk) this.error(`${key} (src/app/route-chunks.ts) is not a chunk of this build`);
          closure(chunk.fileName, files);
        }
        const scripts = [...files].filter((file) => !initial.has(file));
        const styles = scripts.flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]);
        return { name, pattern, announce, scripts, styles: [...new Set(styles)] };
      });
      await writeBuildData(options.dir, 'route-preloads.json', { routes });
    },
  };
}

/** What `.vite/build-mode.json` says: the mode the bundle was built for (issue 16). */
export interface BuildMode {
  mode: 'production' | 'development';
}

/**
 * Writes `.vite/build-mode.json`: a development bundle (dev toolbar, unminified React) must never be served by a
 * production server, and `npm start` rebuilds when the mode it wants differs from the one on disk.
 */
export function buildMode(): Plugin {
  let mode: BuildMode['mode'] = 'production';
  return {
    name: 'lintel-build-mode',
    apply: 'build',
    configResolved(config) {
      mode = config.isProduction ? 'production' : 'development';
    },
    async writeBundle(options) {
      await writeBuildData(options.dir, 'build-mode.json', { mode } satisfies BuildMode);
    },
  };
}

/** Source folders that are the shell (issue 7: "the shell adds at most 40 KB gzip to the first load of a route"). */
export const SHELL_SOURCES = [
  'src/app/shell/',
  'src/components/layouts/',
  ...[
    'banners',
    'feature-flags',
    'feedback',
    'loaders',
    'notifications',
    'profile-menu',
    'shell-nav',
    'site-footer',
    'toasts',
  ].map((feature) => `src/features/${feature}/`),
];

export interface ShellShare {
  /** Chunk file -> the shell's part of that chunk's rendered code, as a fraction of its gzip size. */
  fractions: Record<string, number>;
}

/**
 * Writes `.vite/shell-share.json`: for every chunk holding shell modules, the shell's part of it. The entry is one
 * chunk (decision 120), so the manifest cannot tell the shell's bytes in it apart; the bench multiplies each chunk's
 * gzip size by this fraction (gzip of the shell modules' rendered code over gzip of all its modules' code).
 */
export function shellShare(): Plugin {
  let root = '';
  return {
    name: 'lintel-shell-share',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async writeBundle(options, bundle) {
      const gzipLength = async (text: string) => (text ? (await gzipAsync(text)).length : 0);
      const fractions: Record<string, number> = {};
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue;
        const modules = Object.entries(item.modules).map(([id, module]) => ({ id, code: module.code ?? '' }));
        const isShell = (id: string) => SHELL_SOURCES.some((folder) => id.startsWith(join(root, folder)));
        const shell = modules.filter((module) => isShell(module.id));
        if (shell.length === 0) continue;
        const all = await gzipLength(modules.map((module) => module.code).join('\n'));
        fractions[item.fileName] = all
          ? (await gzipLength(shell.map((module) => module.code).join('\n'))) / all
          : 0;
      }
      const share: ShellShare = { fractions };
      await writeBuildData(options.dir, 'shell-share.json', share);
    },
  };
}
