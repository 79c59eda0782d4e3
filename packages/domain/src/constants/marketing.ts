/** Marketing and branding figures (spec 001 §1/§9, spec 000 §1/§9). */

export const APPLY_MINUTES = 5;
export const FUNDING_BUSINESS_DAYS = 5;
export const ENCRYPTION_BITS = 256;
/** Certain lender brands ask whether the home will be listed for sale within this many months. */
export const FOR_SALE_WINDOW_MONTHS = 6;
export const ASSET_BASE_PATH = '/account/heloc/';
export const DEFAULT_LOGO_FILE = 'logo.svg';
