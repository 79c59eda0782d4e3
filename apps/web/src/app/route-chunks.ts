/**
 * The lazy modules the first paint of an address needs beyond the entry (the route chunks and the first screen),
 * by path. The build turns this into `.vite/route-preloads.json` (build/build-data-plugins.ts); the first-load bench measures
 * these sets against the budget, and the server names the announced ones in index.html as
 * `<link rel="modulepreload">` so they download beside the entry instead of after it (decision 121). First match
 * wins. Build-time data only: nothing in the app imports it.
 */
export interface RouteChunks {
  /** How the bench names the case. */
  name: string;
  /** Source of a RegExp matched against the request path (no query string). */
  pattern: string;
  /** Source paths as the build manifest names them. */
  modules: readonly string[];
  /**
   * Whether index.html announces them. Only where the first paint waits on these chunks: an application page paints
   * its loader from the entry and then waits on its calls, which leave with the entry's own run; announcing its chunks
   * there only took bandwidth from the entry (Lighthouse: first paint 0.2-0.4 s later, decision 121).
   */
  announce: boolean;
}

const HELOC = '/account/heloc';
const UUID = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';
const ROUTES = 'src/app/routes/';
const APPLICATION_LAYOUT = `${ROUTES}application-layout.lazy.tsx`;

export const ROUTE_CHUNKS: readonly RouteChunks[] = [
  {
    name: 'register-v2 first screen',
    pattern: `^${HELOC}/register-v2/?$`,
    modules: [
      `${ROUTES}register-v2.lazy.tsx`,
      'src/features/registration/screens/property-address-screen.tsx',
    ],
    announce: true,
  },
  {
    name: 'product/select',
    pattern: `^${HELOC}/${UUID}/product/select/?$`,
    modules: [APPLICATION_LAYOUT, `${ROUTES}application-product-select.lazy.tsx`],
    announce: false,
  },
  {
    name: 'application home',
    pattern: `^${HELOC}/${UUID}/?$`,
    modules: [APPLICATION_LAYOUT, `${ROUTES}application-home.lazy.tsx`],
    announce: false,
  },
  // The after-offer route groups (issue 17): each one chunk of pages after the layout.
  ...(
    [
      ['start/hmda', 'start/hmda', 'submission-hmda-page.tsx'],
      ['start/app-summary', 'start/app-summary', 'submission-summary-page.tsx'],
      ['bank pages', 'bank/', 'bank-pages.tsx'],
      ['identity, uploads, documents', '(identity|documents|income/upload)', 'upload-pages.tsx'],
      [
        'income/review, employer-verification',
        'income/(review|employer-verification)',
        'income-review-pages.tsx',
      ],
      ['income/link, pointserv-callback', 'income/', 'income-link-pages.tsx'],
      ['conditions/upload-document', 'conditions/upload-document', 'conditions-upload-page.tsx'],
      ['conditions, conditions/phone-number', 'conditions', 'conditions-pages.tsx'],
      ['document/disclosures', 'document/disclosures', 'closing-disclosures-pages.tsx'],
      ['signing/sign', 'signing/sign', 'closing-sign-pages.tsx'],
      ['closing pages', '(review-app/signdocs|signing/)', 'closing-pages.tsx'],
      ['complete', 'complete/?$', 'closing-complete-pages.tsx'],
      ['notary/intro', 'notary/intro', 'closing-notary-pages.tsx'],
      ['insurance pages', 'insurance/', 'closing-insurance-pages.tsx'],
    ] as const
  ).map(([name, path, module]) => ({
    name,
    pattern: `^${HELOC}/${UUID}/${path}`,
    modules: [APPLICATION_LAYOUT, `${ROUTES}${module}`],
    announce: false,
  })),
  // Any other application page: at least its layout (the page itself depends on the server step).
  {
    name: 'application layout',
    pattern: `^${HELOC}/${UUID}/`,
    modules: [APPLICATION_LAYOUT],
    announce: false,
  },
  // A visitor's root: the lender's start page (decision 167). A borrower with a session is sent on to the dashboard.
  { name: 'start page', pattern: '^/$', modules: [`${ROUTES}start-page.lazy.tsx`], announce: true },
  { name: 'login', pattern: '^/auth/login/?$', modules: [`${ROUTES}login.lazy.tsx`], announce: true },
  // The dashboard paints its loader, then waits on who is signed in and the applications, as an application page.
  { name: 'dashboard', pattern: '^/dashboard/?$', modules: [`${ROUTES}dashboard.lazy.tsx`], announce: false },
];
