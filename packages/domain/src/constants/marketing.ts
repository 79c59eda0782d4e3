/** Marketing and branding figures (spec 001 §1/§9, spec 000 §1/§9). */

export const APPLY_MINUTES = 5;
export const FUNDING_BUSINESS_DAYS = 5;
export const ENCRYPTION_BITS = 256;
/** Certain lender brands ask whether the home will be listed for sale within this many months. */
export const FOR_SALE_WINDOW_MONTHS = 6;
export const ASSET_BASE_PATH = '/account/heloc/';
export const DEFAULT_LOGO_FILE = 'logo.svg';

/**
 * The advertised figures as visitors read them (spec 001 §1: "loans from $15,000 to $400,000; APR 7.60% to 17.20%;
 * origination fee up to 4.99% of the initial draw"). Display copy for the start page (decision 167), apart from
 * loan-bounds.ts because the bounds travel with the loan math in the build and a visitor's first page must not load
 * it; apps/web/test/features/start-page checks that both state the same numbers.
 */
export const ADVERTISED_LOAN_AMOUNT = '$15,000 to $400,000';
export const ADVERTISED_APR = '7.60% to 17.20%';
export const ADVERTISED_ORIGINATION_FEE_MAX = '4.99%';
