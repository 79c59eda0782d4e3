import {
  FEATURE_FLAG_KEYS,
  MAINTENANCE_DEFAULTS,
  nyModalFlagKey,
} from '@lintel/domain/reference-data/feature-flag-keys';

export interface DemoFlag {
  key: string;
  description: string;
  enabled: boolean;
  variables: Record<string, unknown>;
  /** Per-organisation values; their variables are merged over the flag's. */
  orgs: Record<string, { enabled: boolean; variables?: Record<string, unknown> }>;
}

/** The HELOC product code in `fe-heloc-{product}-ny-modal`. */
export const HELOC_PRODUCT = 'heloc';

/** Zip codes of the Los Angeles fire areas; the sandbox address book has homes in each (decision 053). */
export const CA_FIRE_DISASTER_ZIPS = ['90265', '90272', '91001', '91024', '91104'];

/** The lender kept on the classic `/register`, so that path can be seen without editing data. */
export const CLASSIC_REGISTRATION_ORG = 'prairie-lending';
/** The lender whose registration is under maintenance in the demo. */
export const MAINTENANCE_DEMO_ORG = 'lintel-markets';

const on = { enabled: true };
const off = { enabled: false };

export const DEMO_FLAGS: readonly DemoFlag[] = [
  {
    key: FEATURE_FLAG_KEYS.redesign,
    description: 'Register-v2 (eight screens) instead of the classic /register',
    ...on,
    variables: {},
    orgs: { [CLASSIC_REGISTRATION_ORG]: off },
  },
  {
    key: nyModalFlagKey(HELOC_PRODUCT),
    description: 'New York redirect modal for a property on the wrong side of the NY brand split',
    ...off,
    variables: {},
    orgs: { lintel: on, 'lintel-ny': on, 'lintel-wholesale': on, 'lintel-wholesale-ny': on },
  },
  {
    key: FEATURE_FLAG_KEYS.nyFcra,
    description: 'Extra FCRA consent on set-password for New York properties',
    ...off,
    variables: {},
    orgs: { 'lintel-ny': on, 'lintel-wholesale-ny': on },
  },
  {
    key: FEATURE_FLAG_KEYS.disasterZips,
    description: 'Post-disaster inspection warning for properties in the listed zip codes (California fires)',
    ...on,
    variables: { disasterZips: CA_FIRE_DISASTER_ZIPS },
    orgs: {},
  },
  {
    key: FEATURE_FLAG_KEYS.maintenance,
    description: 'Maintenance page on the listed routes (paths under /account/heloc, each a prefix)',
    ...off,
    variables: { ...MAINTENANCE_DEFAULTS, routes: [] },
    orgs: {
      [MAINTENANCE_DEMO_ORG]: {
        enabled: true,
        variables: { routes: ['/register', '/register-v2'], shouldShowDashboardLink: true },
      },
    },
  },
  {
    key: FEATURE_FLAG_KEYS.directDebtPayoff,
    description: 'Direct payoff of debts from the line (liens screen)',
    ...off,
    variables: {},
    orgs: { lintel: on },
  },
  {
    key: FEATURE_FLAG_KEYS.borrowerAuthentication,
    description: 'Web chat authenticates the signed-in borrower (nonce refreshed every 60 s)',
    ...on,
    variables: {},
    orgs: {},
  },
  {
    key: FEATURE_FLAG_KEYS.streamChat,
    description: 'Stream chat instead of Twilio web chat',
    ...off,
    variables: {},
    orgs: {},
  },
  {
    key: FEATURE_FLAG_KEYS.webchat,
    description: 'Web chat widget in the footer',
    ...on,
    variables: {},
    orgs: {},
  },
  {
    key: FEATURE_FLAG_KEYS.portfolioLink,
    description: 'Portfolio-manager link in the navigation',
    ...off,
    variables: {},
    orgs: { 'lintel-markets': on },
  },
  {
    key: FEATURE_FLAG_KEYS.regulatorReview,
    description: 'New York footer text for regulator review',
    ...off,
    variables: {},
    orgs: { 'lintel-ny': on, 'lintel-wholesale-ny': on },
  },
];
