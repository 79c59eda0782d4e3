/**
 * The numbers underwriting runs on that are the product's, not a lender's. Why each was chosen:
 * docs/decisions/020-underwriting-numbers.md. Everything a lender sets (tiers, terms, adjustments, discounts, fee cap,
 * minimum score, CLTV, DTI, line bounds, BPO and ineligible states) is its pricing policy (decision 195), handed to
 * underwriting as one object: packages/domain/src/pricing/pricing-policy.ts.
 */

// The advertised bounds and costs (spec 001 §1/§9) are the domain's (constants/loan-bounds.ts), under the names
// underwriting reads them by: APR 7.60% to 17.20%, origination fee up to 4.99%.
export {
  APR_MIN_PERCENT as APR_MIN,
  APR_MAX_PERCENT as APR_MAX,
  ORIGINATION_FEE_MAX_PERCENT,
  VALUATION_COST,
  MANUAL_NOTARY_COST,
  PURCHASE_SEASONING_DAYS as SEASONING_DAYS,
} from '@lintel/domain/constants/loan-bounds';

/** Asset depletion turns verified liquid assets into monthly income over this many months. */
export const ASSET_DEPLETION_MONTHS = 360;
