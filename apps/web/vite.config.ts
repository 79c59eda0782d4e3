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

export default defineConfig(({ command }) => ({
  base: command === 'build' ? ASSET_BASE : '/',
  plugins: [react(), devAssetBase()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // The first-load bench follows the import graph from the manifest (apps/web/bench/first-load.bench.ts).
    manifest: true,
  },
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    strictPort: true,
    proxy: Object.fromEntries(API_PREFIXES.map((prefix) => [prefix, `http://127.0.0.1:${API_PORT}`])),
  },
}));
