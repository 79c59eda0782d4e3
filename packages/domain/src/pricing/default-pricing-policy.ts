import type { PricingPolicy } from './pricing-policy.ts';

/**
 * The sheet every lender priced on before issue 21 (decision 020's numbers), kept as the version lenders without a
 * sheet of their own get and as the base the demo lenders' sheets are written against (decision 195).
 */
export const DEFAULT_PRICING_POLICY: PricingPolicy = {
  version: 'standard-2026-01',
  effectiveFrom: '2026-01-01',
  expiresOn: null,
  rateSheet: {
    // The extremes reach exactly the advertised APR range: see decision 020.
    tiers: [
      { name: 'T1', minScore: 780, baseRate: '8.35', maxCltvPercent: 85, originationFeePercent: '0' },
      { name: 'T2', minScore: 740, baseRate: '9.10', maxCltvPercent: 85, originationFeePercent: '0.99' },
      { name: 'T3', minScore: 700, baseRate: '10.45', maxCltvPercent: 80, originationFeePercent: '1.99' },
      { name: 'T4', minScore: 680, baseRate: '11.95', maxCltvPercent: 80, originationFeePercent: '2.99' },
      { name: 'T5', minScore: 660, baseRate: '13.95', maxCltvPercent: 75, originationFeePercent: '3.99' },
      { name: 'T6', minScore: 640, baseRate: '15.95', maxCltvPercent: 75, originationFeePercent: '4.99' },
    ],
    terms: [
      { years: 10, adjustment: '0' },
      { years: 15, adjustment: '0.25' },
      { years: 20, adjustment: '0.50' },
      { years: 30, adjustment: '0.75' },
    ],
    lineTypes: ['FIXED', 'FLOATING'],
    floating: { index: 'Prime', margin: '-0.50' },
    highCltv: { abovePercent: 70, adjustment: '0.50' },
    originationFeeCapDollars: 7_500,
    discounts: [
      { type: 'AUTOPAY', points: '0.25', eligibility: 'EVERY_BORROWER' },
      { type: 'CREDIT_UNION', points: '0.125', eligibility: 'MEMBERS' },
    ],
  },
  creditPolicy: {
    minCreditScore: 640,
    maxCltvPercent: 85,
    dtiUnlimitedPercent: 43,
    maxDtiPercent: 50,
    lineMin: 15_000,
    lineMax: 400_000,
    bpoStates: ['TX'],
    // Spec 000 §2: the Hawaii modal.
    ineligibleStates: ['HI'],
    minAvmConfidence: 70,
    age62Product: false,
  },
};
