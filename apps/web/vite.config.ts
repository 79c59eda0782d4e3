import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { buildMode, routePreloads, shellShare } from './build/build-data-plugins.ts';
import { precompress } from './build/precompress.ts';
import { serverPages } from './build/server-pages.ts';
import { serverStepMeanings } from './build/server-step-meanings.ts';
import { webEndpoints } from './build/web-endpoints.ts';

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

/** A module-id test matching any of these path patterns, written with `/` and matching either separator. */
const anyOfPaths = (...patterns: string[]) => new RegExp(patterns.join('|').replace(/\//g, '[\\\\/]'));

/** The form components most forms share (not react-hook-form: the offers form does without it). */
const FORM_KIT =
  /src[\\/]components[\\/]form[\\/](form-field|fieldset|choice|error-summary|question-page|text-input|radio-group|summary-items)\./;
/**
 * What every application page and the dashboard share (the application, its offers, server steps, money format, the
 * status line, the page table) and, with it, the application layout, its step routing and the product/select page:
 * one chunk instead of five, so the route's wave of requests fits the six connections a browser opens to an HTTP/1.1
 * origin in one round (decisions 121, 157). Not the offers form.
 */
const APPLICATION_KIT = anyOfPaths(
  'domain/src/(application/(application|application-enums|bpo|offer|document-types)\\.ts|server-steps/(server-step|step-classification|polling)\\.ts|loan-math/(format-money|invalid-input|offer-rate)\\.ts)',
  'src/features/application/api/(application|offers)\\.ts',
  'src/features/application-routing/((api|status)/|application-pages\\.ts)',
  'src/components/ui/loan-originator-panel',
  '@tanstack/react-router/dist/esm/useLocation',
  'src/app/routes/application-(layout\\.lazy|progress)',
  'src/features/application/(api/loan-originator|progress/)',
  'src/features/application/components/(offer-summary|progress-sidebar|property-card|application-layout)',
  'domain/src/(shell/application-progress|server-steps/should-redirect)',
  // Not the step tables (route-for-server-step, engine-states, resolve-step-route): a page routes from the standing
  // sent with the application and loads them only when the polled step has moved past it (decision 233).
  'src/features/application-routing/(engine/step-engine|stay-on-page|use-step-route)',
  'src/features/application-routing/components/step-route-gate',
);
/** The offers form with its loan math (decimal.js): product/select loads it beside the offers (decisions 098, 157). */
const OFFERS_FORM = anyOfPaths(
  'node_modules/decimal\\.js/',
  'domain/src/loan-math/(rounding|draw-total|payment|recording-tax)\\.ts',
  'src/features/application/offers/offer-figures\\.ts',
  'src/features/application/components/(product-select-form|offer-figures-panel|term-comparison)\\.tsx',
);
/** The modules of registration's first screen that only registration uses. */
const REGISTER_FIRST_SCREEN = anyOfPaths(
  'src/app/routes/(register-v2\\.lazy|register-gate-view|register-gates)',
  // The journey's guard and gates, loaded when a registration route opens (decision 225).
  'src/features/registration/(steps/(register-guard|register-v2-steps|use-screen)|draft/draft-store)\\.ts',
  'domain/src/(registration/home-address-screen|validation/address)\\.ts',
  'src/features/registration/(screens/property-address-screen|form/(error-items|build-payload|use-light-screen-form)|api/(address-typeahead|profile))',
  'src/features/registration/components/(address-|use-debounced|registration-layout|registration-progress|property-modal-for)',
  'domain/src/registration/property-address-screen',
);

const ALIASES = {
  // @tanstack/react-store asks for the shim, which carries a useSyncExternalStore polyfill for React < 18 that
  // React 19 never runs; the plain build of the same selector hook uses React's own (decision 121).
  'use-sync-external-store/shim/with-selector': 'use-sync-external-store/with-selector',
};

export default defineConfig(({ command }) => ({
  base: command === 'build' ? ASSET_BASE : '/',
  plugins: [
    react(),
    webEndpoints(),
    serverStepMeanings(),
    devAssetBase(),
    precompress(),
    routePreloads(),
    shellShare(),
    buildMode(),
    serverPages(ALIASES),
  ],
  resolve: { alias: ALIASES },
  build: {
    // Every browser the portal supports (Vite's baseline-widely-available target) has <link rel="modulepreload">.
    modulePreload: { polyfill: false },
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // One stylesheet for every page (about 8 KB gzip), in the page's head: a lazy route's own stylesheets were up to
    // four more requests in the wave its first paint waits on, and a style recalculation each (decision 157).
    cssCodeSplit: false,
    // The first-load bench follows the import graph from the manifest (apps/web/bench/first-load.bench.ts).
    manifest: true,
    rolldownOptions: {
      output: {
        // Lazy chunks and styles by hash alone: the entry lists every one of them for its preload map, and their
        // names cost every route ~1.1 KB gzip (decision 121). The build manifest still maps each file to its name.
        // Seven characters, not eight: the shortest rolldown accepts for this many chunks (-0.2 KB gzip a route).
        chunkFileNames: 'assets/[hash:7].js',
        assetFileNames: 'assets/[hash][extname]',
        codeSplitting: {
          // Everything the entry imports statically runs on every first paint anyway: one chunk instead of a dozen
          // saves each small chunk's own gzip and import glue (-5.6 KB gzip on every route, decision 120).
          // The groups below take the first screen of registration from thirteen chunks to five (-1.9 KB gzip, one
          // round of requests): a group also takes the modules its members import, so what other pages share goes
          // into a group of its own first (decision 121).
          groups: [
            { name: 'index', tags: ['$initial'] },
            // What every lazily loaded page shares: TanStack's lazy-route helper, the identity schemas and endpoints
            // (registration, login, the dashboard, the application layout and the signed-in header read them) and the
            // loan-originator rules (registration, the application pages, the start page). One chunk instead of
            // three: each chunk costs its own gzip framing and import glue (-0.3 to -0.4 KB gzip a route, decision
            // 233). Before the application kit, which would otherwise take them, and with them the whole kit onto
            // registration's first screen and login (+10.5 KB, decisions 178, 225).
            {
              name: 'page-common',
              test: anyOfPaths(
                'node_modules/@tanstack/react-router/dist/esm/fileRoute',
                'domain/src/(identity/identity|api/endpoints/identity)\\.ts',
                'src/features/session/api/identity-key\\.ts',
                'domain/src/(api/endpoints/service-lead-portal|reference-data/loan-originator)\\.ts',
              ),
            },
            {
              name: 'validation-rules',
              test: anyOfPaths(
                'domain/src/validation/(text-rules|us-states|us-state-names|cross-field)\\.ts',
              ),
            },
            // Whether the lender takes public applications, and the link to apply: the start page and login show it
            // without registration's settings and gates (-0.9 KB gzip on login, decision 233).
            {
              name: 'apply-href',
              test: anyOfPaths('src/features/registration/gates\\.ts', 'src/app/routes/apply-href\\.ts'),
            },
            {
              name: 'registration-gates',
              test: anyOfPaths(
                'src/features/feature-flags/(api/flag-decision|maintenance)\\.ts',
                'src/features/registration/registration-settings\\.tsx',
              ),
            },
            { name: 'application-kit', test: APPLICATION_KIT },
            { name: 'react-hook-form', test: /node_modules[\\/](react-hook-form|@hookform)[\\/]/ },
            // The choice styles' module alone: the profile menu's survey imports it without any form component.
            { name: 'choices', test: /src[\\/]components[\\/]form[\\/]choices\.css/ },
            // The form components with the mutation hook and the step action every form sends through: one chunk
            // instead of two for login and every after-offer form (decision 233); registration's first screen and
            // the dashboard, which use only one of them, have room for the other.
            {
              name: 'form-kit',
              test: (id: string) =>
                FORM_KIT.test(id) ||
                anyOfPaths(
                  'node_modules/@tanstack/(query-core/build/modern/mutationObserver|react-query/build/modern/useMutation)\\.js',
                  'src/lib/step-action\\.ts',
                ).test(id),
            },
            { name: 'offers-form', test: OFFERS_FORM },
            // start/app-summary's endpoints and calls, which the closing pages' line summary also reads: one chunk, not two.
            {
              name: 'submission-kit',
              test: anyOfPaths(
                'domain/src/api/endpoints/submission-actions\\.ts',
                'src/features/submission/api/submission\\.ts',
              ),
            },
            { name: 'register-first', test: REGISTER_FIRST_SCREEN },
          ],
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
