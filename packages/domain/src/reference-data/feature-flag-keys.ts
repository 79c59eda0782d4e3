/**
 * Keys of the flags the portal evaluates (spec 000 §7, spec 001 §7 "Feature flags seen"). Where the spec only
 * describes a flag, the key is ours (decision 052). The seeded values live in the API's feature-flags seed.
 */
export const FEATURE_FLAG_KEYS = {
  redesign: 'fe-heloc-redesign-2025',
  nyFcra: 'fe-heloc-ny-fcra',
  disasterZips: 'fe-heloc-ca-fires-disaster-zips',
  maintenance: 'fe-heloc-maintenance',
  directDebtPayoff: 'fe-heloc-direct-debt-payoff',
  borrowerAuthentication: 'fe-webchat-borrower-authentication',
  streamChat: 'fe-stream-chat',
  webchat: 'fe-webchat',
  portfolioLink: 'fe-portfolio-manager-link',
  regulatorReview: 'fe-regulator-review',
} as const;

/** Spec 000 §7 `fe-heloc-{product}-ny-modal`; the product is the organisation's companyProduct, lower case. */
export function nyModalFlagKey(product: string): string {
  return `fe-heloc-${product.toLowerCase()}-ny-modal`;
}

/** The product of `fe-heloc-{product}-ny-modal` (decision 052): this portal is the HELOC product. */
export const HELOC_FLAG_PRODUCT = 'heloc';

/**
 * The flags registration decides its first screen with (spec 000 §2 gates, §7 flags): the browser evaluates them
 * before the screen shows, and the server renders a visitor's first screen with them (decision 244).
 */
export const REGISTRATION_GATE_FLAGS = {
  redesign: FEATURE_FLAG_KEYS.redesign,
  maintenance: FEATURE_FLAG_KEYS.maintenance,
  nyModal: nyModalFlagKey(HELOC_FLAG_PRODUCT),
  nyFcra: FEATURE_FLAG_KEYS.nyFcra,
  disasterZips: FEATURE_FLAG_KEYS.disasterZips,
} as const;

/** Spec 000 §2 maintenance defaults, used for every variable the flag leaves out. */
export const MAINTENANCE_DEFAULTS = {
  pageTitle: 'Scheduled Maintenance',
  message:
    'We are currently undergoing scheduled maintenance. Please check back shortly. Thank you for your patience!',
  shouldShowDashboardLink: false,
  routes: [] as string[],
} as const;
