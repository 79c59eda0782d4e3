import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/** Spec 001 §9: "Asset base path /account/heloc/". The server serves apps/web/dist under it. */
const ASSET_BASE = '/account/heloc/';
const API_PORT = Number(process.env.API_PORT ?? 3001);
// The API prefixes the server owns (apps/api); the dev server forwards them so the browser sees one origin.
const API_PREFIXES = ['/identity', '/service-', '/ft/', '/api/', '/healthz'];

/**
 * In dev the app is served from `/` so deep links such as /dashboard work as they do behind the real server; brand
 * assets keep their production address (/account/heloc/brands/...) by rewriting it onto the public directory.
 */
function devAssetBase(): Plugin {
  return {
    name: 'lintel-dev-asset-base',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        if (req.url?.startsWith(`${ASSET_BASE}brands/`)) req.url = req.url.slice(ASSET_BASE.length - 1);
        next();
      });
    },
  };
}

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/**
 * Writes `.gz` (level 9) and `.br` (quality 11) beside every script and stylesheet, once at build time; the server
 * sends them to browsers that accept them (@fastify/static `preCompressed`, apps/api/src/web/web-feature.ts).
 */
function precompress(): Plugin {
  return {
    name: 'lintel-precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      const files = Object.keys(bundle).filter((name) => /\.(js|css|svg)$/.test(name));
      await Promise.all(
        files.map(async (name) => {
          const path = join(dir, name);
          const source = await readFile(path);
          await writeFile(`${path}.gz`, await gzipAsync(source, { level: 9 }));
          await writeFile(
            `${path}.br`,
            await brotliAsync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          );
        }),
      );
    },
  };
}

export default defineConfig(({ command }) => ({
  base: command === 'build' ? ASSET_BASE : '/',
  plugins: [react(), devAssetBase(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // The first-load bench follows the import graph from the manifest (apps/web/bench/first-load.bench.ts).
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry imports statically runs on every first paint anyway: one chunk instead of a dozen
          // saves each small chunk's own gzip and import glue (-5.6 KB gzip on every route, decision 120).
          groups: [{ name: 'index', tags: ['$initial'] }],
        },
      },
    },
  },
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    strictPort: true,
    proxy: Object.fromEntries(API_PREFIXES.map((prefix) => [prefix, `http://127.0.0.1:${API_PORT}`])),
  },
}));
