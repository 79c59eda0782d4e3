import { DEFAULT_PRICING_POLICY } from '@lintel/domain/pricing/default-pricing-policy';
import type { PricingPolicy } from '@lintel/domain/pricing/pricing-policy';
import { describe, expect, it } from 'vitest';
import { underwrite } from '../../../../src/features/workflow/underwriting/underwrite.ts';
import { uwInput } from './input-fixture.ts';

const CRESTLINE_OFFICER = '9d3c7a5b-1e4f-4b6a-b8c2-7e5d9f1a3b24';
const OTHER_OFFICER = '7c1e4b2a-3d5f-4a8b-9c0d-1e2f3a4b5c61';
const policy: PricingPolicy = structuredClone(DEFAULT_PRICING_POLICY);
policy.rateSheet.discounts.push({
  type: 'PARTNER_CRESTLINE',
  points: '0.25',
  eligibility: 'REFERRED',
  referrers: [CRESTLINE_OFFICER.toUpperCase()],
});

describe('partner discounts in underwriting (decision 222)', () => {
  it('gives a referred borrower the partner’s discount, alone and in ALL_IN', () => {
    const o = underwrite(uwInput({ policy, referrerUuid: CRESTLINE_OFFICER })).offers[0]!;
    expect(o.discountList.map((d) => d.discount.type)).toEqual(['AUTOPAY', 'PARTNER_CRESTLINE', 'ALL_IN']);
    const cents = (n: number) => Math.round(n * 1000) / 1000;
    expect(o.discountList[1]!.rateWithDiscount).toBe(cents(o.rate - 0.25));
    expect(o.discountList[2]!.rateWithDiscount).toBe(cents(o.rate - 0.5));
  });

  it('gives it to no one else: another officer’s referral, no referral, or a member of a credit union', () => {
    for (const input of [
      uwInput({ policy, referrerUuid: OTHER_OFFICER }),
      uwInput({ policy }),
      uwInput({ policy, creditUnionMember: true }),
    ]) {
      const types = underwrite(input).offers[0]!.discountList.map((d) => d.discount.type);
      expect(types).not.toContain('PARTNER_CRESTLINE');
    }
  });

  it('never takes a rate below the advertised floor', () => {
    const deep = structuredClone(policy);
    deep.rateSheet.discounts[2]!.points = '3.00';
    const offers = underwrite(uwInput({ policy: deep, referrerUuid: CRESTLINE_OFFICER, score: 800 })).offers;
    for (const o of offers)
      for (const d of o.discountList) expect(d.rateWithDiscount).toBeGreaterThanOrEqual(7.6);
  });
});
