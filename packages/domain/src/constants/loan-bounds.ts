/**
 * The advertised loan bounds and costs (spec 001 §1/§9). Strings where the value is a rate, so decimal.js reads them
 * exactly; the server's underwriting numbers (apps/api/src/features/workflow/underwriting/underwriting-numbers.ts) import
 * them under their own names.
 */

/** Loans from $15,000 to $400,000. */
export const LOAN_AMOUNT_MIN = 15_000;
export const LOAN_AMOUNT_MAX = 400_000;

/** APR 7.60% to 17.20%. */
export const APR_MIN_PERCENT = '7.60';
export const APR_MAX_PERCENT = '17.20';

/** Origination fee up to 4.99% of the initial draw. */
export const ORIGINATION_FEE_MAX_PERCENT = '4.99';

/** Valuation cost when no automated valuation is available. */
export const VALUATION_COST = 180;
/** Manual notarization. */
export const MANUAL_NOTARY_COST = 300;

/** Recording fees $0 to $315. */
export const RECORDING_FEE_MIN = 0;
export const RECORDING_FEE_MAX = 315;

/** Recording taxes $0 to $1,400 per $100,000 of the line. */
export const RECORDING_TAX_MIN_PER_100K = 0;
export const RECORDING_TAX_MAX_PER_100K = 1_400;
export const RECORDING_TAX_BASE = 100_000;

/** No loan within 90 days after a purchase or title transfer. */
export const PURCHASE_SEASONING_DAYS = 90;

/** Payoff preferences (spec 001 §3/§9). */
export const PAYOFF_PREFERENCES = ['PRESERVE', 'DEDUCT', 'MAXIMIZE'] as const;
export type PayoffPreference = (typeof PAYOFF_PREFERENCES)[number];
