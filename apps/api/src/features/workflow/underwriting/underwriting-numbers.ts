/** The numbers underwriting runs on. Why each was chosen: docs/decisions/020-underwriting-numbers.md. */

// The advertised bounds and costs (spec 001 §1/§9) are the domain's (constants/loan-bounds.ts), under the names
// underwriting reads them by: loans $15,000 to $400,000, APR 7.60% to 17.20%, origination fee up to 4.99%.
export {
  LOAN_AMOUNT_MIN as LINE_MIN,
  LOAN_AMOUNT_MAX as LINE_MAX,
  APR_MIN_PERCENT as APR_MIN,
  APR_MAX_PERCENT as APR_MAX,
  ORIGINATION_FEE_MAX_PERCENT,
  VALUATION_COST,
  MANUAL_NOTARY_COST,
  PURCHASE_SEASONING_DAYS as SEASONING_DAYS,
} from '@lintel/domain/constants/loan-bounds';

/** A dollar cap on the origination fee whatever the tier (the "optional cap" of the draw-total rule). */
export const ORIGINATION_FEE_CAP_DOLLARS = 7_500;

export const MIN_CREDIT_SCORE = 640;
/** DTI at or below this: no income-based limit on the line (maxDtiUnlimited). */
export const DTI_UNLIMITED_PERCENT = 43;
/** DTI above this declines. Between the two: asset depletion (UNVERIFIED_DTI_LIMITED). */
export const DTI_DECLINE_PERCENT = 50;
/** Asset depletion turns verified liquid assets into monthly income over this many months. */
export const ASSET_DEPLETION_MONTHS = 360;

export const TERMS_YEARS = [10, 15, 20, 30] as const;
export type TermYears = (typeof TERMS_YEARS)[number];

/** Rate adjustments, percentage points, added to the tier's base rate (together: otherRate). */
export const TERM_ADJUSTMENT: Record<TermYears, string> = { 10: '0', 15: '0.25', 20: '0.50', 30: '0.75' };
export const FLOATING_ADJUSTMENT = '-0.50';
/** Above this combined loan-to-value (at the offer's maximum line) the rate carries HIGH_CLTV_ADJUSTMENT. */
export const HIGH_CLTV_PERCENT = 70;
export const HIGH_CLTV_ADJUSTMENT = '0.50';

/** Discounts, percentage points off the rate. */
export const AUTOPAY_DISCOUNT = '0.25';
export const CREDIT_UNION_DISCOUNT = '0.125';

/** AVM confidence below this cannot carry the line: an onsite appraisal is ordered. */
export const MIN_AVM_CONFIDENCE = 70;

/** States the main lender does not lend in (spec 000 §2: the Hawaii modal). */
export const INELIGIBLE_STATES: readonly string[] = ['HI'];
