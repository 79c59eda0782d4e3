import { DEFAULT_PRICING_POLICY } from '@lintel/domain/pricing/default-pricing-policy';
import type { PricingPolicy } from '@lintel/domain/pricing/pricing-policy';

const standard = DEFAULT_PRICING_POLICY;

/**
 * Harbor Mortgage lends through its credit-union partner: shorter terms only (10 and 15 years) and the credit-union
 * discount for every borrower, on top of autopay (README lender table, decision 195).
 */
export const HARBOR_PRICING: PricingPolicy = {
  ...standard,
  version: 'harbor-2026-01',
  rateSheet: {
    ...standard.rateSheet,
    terms: [
      { years: 10, adjustment: '0' },
      { years: 15, adjustment: '0.25' },
    ],
    discounts: [
      { type: 'AUTOPAY', points: '0.25', eligibility: 'EVERY_BORROWER' },
      { type: 'CREDIT_UNION', points: '0.25', eligibility: 'EVERY_BORROWER' },
    ],
  },
};

/** Summit Home Loans lends to a combined loan-to-value of 70% at most (85% elsewhere): smaller lines. */
export const SUMMIT_PRICING: PricingPolicy = {
  ...standard,
  version: 'summit-2026-01',
  creditPolicy: { ...standard.creditPolicy, maxCltvPercent: 70 },
};

/** The sheet each demo lender starts with; the others price on the standard sheet. */
export const DEMO_PRICING: Readonly<Record<string, PricingPolicy>> = {
  'harbor-mortgage': HARBOR_PRICING,
  'summit-home-loans': SUMMIT_PRICING,
};
