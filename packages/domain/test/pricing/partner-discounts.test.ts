import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICING_POLICY } from '../../src/pricing/default-pricing-policy.ts';
import { checkPricingPolicy } from '../../src/pricing/pricing-bounds.ts';
import type { PricingDiscount, PricingPolicy } from '../../src/pricing/pricing-policy.ts';

const CRESTLINE_OFFICER = '9d3c7a5b-1e4f-4b6a-b8c2-7e5d9f1a3b24';
const withDiscounts = (...discounts: unknown[]): unknown => {
  const copy: PricingPolicy = structuredClone(DEFAULT_PRICING_POLICY);
  copy.rateSheet.discounts = [...copy.rateSheet.discounts, ...(discounts as PricingDiscount[])];
  return copy;
};

describe('partner discounts of a sheet (spec 001 §3, decision 222)', () => {
  it('takes a PARTNER_ discount for the borrowers its partner’s loan officers referred', () => {
    const check = checkPricingPolicy(
      withDiscounts({
        type: 'PARTNER_CRESTLINE',
        points: '0.25',
        eligibility: 'REFERRED',
        referrers: [CRESTLINE_OFFICER],
      }),
    );
    expect(check.ok).toBe(true);
  });

  it('refuses a partner discount without referrers, a referred spec type, and a made-up type, naming each', () => {
    const check = checkPricingPolicy(
      withDiscounts(
        { type: 'PARTNER_ACME', points: '0.25', eligibility: 'EVERY_BORROWER' },
        { type: 'PARTNER_BETA', points: '0.10', eligibility: 'REFERRED', referrers: [] },
      ),
    );
    expect(check.ok ? [] : check.problems).toEqual([
      'rateSheet.discounts.3.referrers: Too small: expected array to have >=1 items',
    ]);
    const rules = checkPricingPolicy(
      withDiscounts(
        { type: 'PARTNER_ACME', points: '0.25', eligibility: 'EVERY_BORROWER' },
        { type: 'CREDIT_UNION', points: '0.10', eligibility: 'REFERRED', referrers: [CRESTLINE_OFFICER] },
      ),
    );
    expect(rules.ok ? [] : rules.problems).toEqual([
      'rateSheet.discounts lists a type twice',
      "rateSheet.discounts PARTNER_ACME: a partner discount is for REFERRED borrowers and names the partner's referrers",
      'rateSheet.discounts CREDIT_UNION: only PARTNER_ discounts go to referred borrowers',
    ]);
    const made = checkPricingPolicy(
      withDiscounts({ type: 'LOYALTY', points: '0.25', eligibility: 'EVERY_BORROWER' }),
    );
    expect(made.ok ? [] : made.problems).toContain(
      'rateSheet.discounts.2.type: Partner discounts are named PARTNER_ and 2 to 24 capitals',
    );
  });
});
