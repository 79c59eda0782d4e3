import { describe, expect, it } from 'vitest';
import {
  ADVERTISED_APR,
  ADVERTISED_LOAN_AMOUNT,
  ADVERTISED_ORIGINATION_FEE_MAX,
} from '../../src/constants/marketing.ts';
import { DEFAULT_PRICING_POLICY } from '../../src/pricing/default-pricing-policy.ts';
import { checkPricingPolicy, marketingRanges } from '../../src/pricing/pricing-bounds.ts';
import { advertisedFigures } from '../../src/pricing/pricing-marketing.ts';
import type { PricingPolicy } from '../../src/pricing/pricing-policy.ts';

const withSheet = (change: (p: PricingPolicy) => void): unknown => {
  const copy = structuredClone(DEFAULT_PRICING_POLICY);
  change(copy);
  return copy;
};

describe('pricing policy', () => {
  it('accepts the standard sheet, whose advertised figures are the spec’s', () => {
    const check = checkPricingPolicy(DEFAULT_PRICING_POLICY);
    expect(check).toEqual({ ok: true, policy: DEFAULT_PRICING_POLICY });
    expect(marketingRanges(DEFAULT_PRICING_POLICY)).toEqual({
      loanAmount: ADVERTISED_LOAN_AMOUNT,
      apr: ADVERTISED_APR,
      originationFeeMax: ADVERTISED_ORIGINATION_FEE_MAX,
    });
  });

  it('refuses a fee above 4.99%, a rate outside the APR range and a line above $400,000, naming each', () => {
    const check = checkPricingPolicy(
      withSheet((p) => {
        p.rateSheet.tiers[5]!.originationFeePercent = '5.25';
        p.rateSheet.tiers[0]!.baseRate = '7.50';
        p.rateSheet.tiers[5]!.baseRate = '16.95';
        p.creditPolicy.lineMax = 500_000;
      }),
    );
    expect(check.ok).toBe(false);
    const problems = check.ok ? [] : check.problems;
    expect(problems).toEqual(
      expect.arrayContaining([
        'rateSheet.tiers[5] (T6): origination fee 5.25% is outside 0.00% to 4.99%',
        'rateSheet.tiers[0] (T1): its lowest rate, 7.00%, is below the advertised APR floor of 7.60%',
        'rateSheet.tiers[5] (T6): its highest rate, 18.20%, is above the advertised APR ceiling of 17.20%',
        'creditPolicy.lineMax $500,000 is above the product maximum of $400,000',
      ]),
    );
  });

  it('refuses a malformed sheet with the path of each field', () => {
    const check = checkPricingPolicy(
      withSheet((p) => Object.assign(p.rateSheet.tiers[0]!, { baseRate: 'cheap' })),
    );
    expect(check.ok ? [] : check.problems).toEqual([
      'rateSheet.tiers.0.baseRate: Enter a percentage such as "8.35" (up to three decimals)',
    ]);
    expect(checkPricingPolicy({ version: 'x' }).ok).toBe(false);
  });

  it('advertises a shorter sheet’s own ceiling and falls back to the spec’s figures without one', () => {
    const short = withSheet((p) => {
      p.rateSheet.terms = [
        { years: 10, adjustment: '0' },
        { years: 15, adjustment: '0.25' },
      ];
    }) as PricingPolicy;
    expect(marketingRanges(short).apr).toBe('7.60% to 16.70%');
    expect(advertisedFigures({}).apr).toBe(ADVERTISED_APR);
    expect(
      advertisedFigures({ advertised: { ...marketingRanges(short), pricingVersion: 'v2' } }),
    ).toMatchObject({
      apr: '7.60% to 16.70%',
      pricingVersion: 'v2',
    });
  });
});
