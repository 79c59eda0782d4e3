import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { serverStepMeanings } from './server-step-meanings.ts';
import { webEndpoints } from './web-endpoints.ts';

/** Where the server finds what it renders visitors' pages with: a dot-folder, which the static files never serve. */
export const SERVER_PAGES_DIR = '.server';
export const RENDER_PAGE_FILE = 'render-page.js';
export const DEFERRED_BOOT_FILE = 'deferred-boot.js';

/**
 * After the browser's bundle, the two builds a server-rendered page needs (decision 244), into `<outDir>/.server/`:
 * the app's tree for Node (src/server-render/render-page.tsx, everything bundled in, so the server can load it from
 * any folder) and the boot script the server inlines in such a page (src/boot/deferred-boot.ts, one small function).
 */
export function serverPages(alias: Record<string, string>): Plugin {
  let config: ResolvedConfig | undefined;
  return {
    name: 'lintel-server-pages',
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (!config || config.build.lib) return;
      const outDir = resolve(config.root, config.build.outDir, SERVER_PAGES_DIR);
      const shared = {
        configFile: false as const,
        root: config.root,
        base: config.base,
        mode: config.mode,
        logLevel: 'warn' as const,
        resolve: { alias },
      };
      await build({
        ...shared,
        plugins: [react(), webEndpoints(), serverStepMeanings()],
        ssr: { noExternal: true, target: 'node' },
        build: {
          ssr: 'src/server-render/render-page.tsx',
          outDir,
          emptyOutDir: true,
          copyPublicDir: false,
          minify: config.isProduction,
          rolldownOptions: { output: { entryFileNames: RENDER_PAGE_FILE } },
        },
      });
      await build({
        ...shared,
        build: {
          outDir,
          emptyOutDir: false,
          copyPublicDir: false,
          lib: {
            entry: 'src/boot/deferred-boot.ts',
            formats: ['iife'],
            name: 'lintelDeferredBoot',
            fileName: () => DEFERRED_BOOT_FILE,
          },
        },
      });
    },
  };
}
