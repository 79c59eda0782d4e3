import { DEFAULT_PRICING_POLICY as policy } from '@lintel/domain/pricing/default-pricing-policy';
import { describe, expect, it } from 'vitest';
import { creditTier } from '../../../../src/features/workflow/underwriting/credit-tier.ts';
import { acceptFinalOffer, finalOffer } from '../../../../src/features/workflow/underwriting/final-offer.ts';
import { equityLine } from '../../../../src/features/workflow/underwriting/line-size.ts';
import { monthlyPayment } from '@lintel/domain/loan-math/payment';
import { recordingTax } from '../../../../src/features/workflow/underwriting/recording-tax.ts';
import { underwrite } from '../../../../src/features/workflow/underwriting/underwrite.ts';
import { valuationPath } from '../../../../src/features/workflow/underwriting/valuation-path.ts';
import { uwInput } from './input-fixture.ts';

describe('credit tiers and lines', () => {
  it('bands scores into tiers, with nothing below 640', () => {
    expect(creditTier(policy, 850)?.name).toBe('T1');
    expect(creditTier(policy, 780)?.name).toBe('T1');
    expect(creditTier(policy, 779)?.name).toBe('T2');
    expect(creditTier(policy, 640)).toMatchObject({
      name: 'T6',
      originationFeePercent: '4.99',
      baseRate: '15.95',
    });
    expect(creditTier(policy, 639)).toBeUndefined();
  });

  it('sizes the line on value × max CLTV net of liens, capped at $400,000', () => {
    expect(equityLine({ value: 600_000, liensBalance: 250_000 }, 85, 400_000).toNumber()).toBe(260_000);
    expect(equityLine({ value: 2_000_000, liensBalance: 0 }, 85, 400_000).toNumber()).toBe(400_000);
  });

  it('pays $599.55 a month on $100,000 at 6% over 30 years', () => {
    expect(monthlyPayment({ principal: 100_000, annualRatePercent: 6, years: 30 }).toFixed(2)).toBe('599.55');
  });

  it('charges recording tax per $100,000 by state, none where the state has none', () => {
    expect(recordingTax(100_000, 'NY').toFixed(2)).toBe('1400.00');
    expect(recordingTax(50_000, 'FL').toFixed(2)).toBe('275.00');
    expect(recordingTax(100_000, 'CO').toFixed(2)).toBe('0.00');
  });
});

describe('offers', () => {
  it('offers 10, 15, 20 and 30 years, FIXED and FLOATING, with every Offer field', () => {
    const r = underwrite(uwInput());
    expect(r).toMatchObject({ decision: 'APPROVED', subDecision: 'UNVERIFIED_OFFER', tier: 'T2' });
    expect(r.offers.map((o) => `${o.type}-${o.term}`)).toEqual([
      'FIXED-10',
      'FIXED-15',
      'FIXED-20',
      'FIXED-30',
      'FLOATING-10',
      'FLOATING-15',
      'FLOATING-20',
      'FLOATING-30',
    ]);
    const o = r.offers.find((x) => x.type === 'FIXED' && x.term === 30)!;
    expect(Object.keys(o).sort()).toEqual([
      'baseRate',
      'costs',
      'discountList',
      'incomeRequestRecords',
      'max',
      'maxDraw',
      'maxDtiUnlimited',
      'maxRecordingTax',
      'min',
      'minDraw',
      'minRecordingTax',
      'ofeeMaxThreshold',
      'offersByType',
      'originationFee',
      'otherRate',
      'pricingVersion',
      'rate',
      'term',
      'totalPaidByBorrower',
      'type',
    ]);
    // $600k × 85% − $250k = $260k; CLTV 85% > 70% adds 0.50; 30 years adds 0.75.
    expect(o).toMatchObject({
      max: 260_000,
      baseRate: 9.1,
      otherRate: 1.25,
      rate: 10.35,
      originationFee: 0.99,
    });
    expect(o.discountList).toEqual([{ discount: { type: 'AUTOPAY' }, rateWithDiscount: 10.1 }]);
    expect(o.maxDraw + Math.round(o.maxDraw * 0.99) / 100).toBeLessThanOrEqual(260_000);
    expect(o.totalPaidByBorrower).toBe(
      o.costs.filter((c) => c.jsCriteria !== 'MANUAL_NOTARY').reduce((s, c) => s + c.borrowerPaidAmount, 0),
    );
  });

  it('adds CREDIT_UNION and ALL_IN discounts for credit-union members', () => {
    const o = underwrite(uwInput({ creditUnionMember: true })).offers[0]!;
    expect(o.discountList.map((d) => d.discount.type)).toEqual(['AUTOPAY', 'CREDIT_UNION', 'ALL_IN']);
    expect(o.discountList[2]!.rateWithDiscount).toBe(Math.round((o.rate - 0.375) * 1000) / 1000);
  });

  it('charges the $180 valuation when the value is the borrower estimate (BPO_PENDING)', () => {
    const r = underwrite(uwInput({ valuation: { value: '600000', source: 'BORROWER_ESTIMATE' } }));
    expect(r.subDecision).toBe('BPO_PENDING');
    expect(r.offers[0]!.costs).toContainEqual({
      feeType: 'VALUATION',
      type: 'FLAT',
      borrowerPaidAmount: 180,
      jsCriteria: 'NO_AVM',
    });
  });
});

describe('decisions', () => {
  it('declines a score below 640 with the reason and the score used', () => {
    const r = underwrite(uwInput({ score: 639 }));
    expect(r).toMatchObject({ decision: 'DECLINE', creditScoreDecline: true, offers: [] });
    expect(r.adverseAction?.reasons).toEqual([
      { code: 'CREDIT_SCORE', text: 'Credit score below our minimum' },
    ]);
    expect(r.adverseAction?.creditScore).toMatchObject({
      score: 639,
      source: { bureau: 'Sandbox Credit Bureau', pull: 'SOFT' },
    });
  });

  it('declines insufficient equity when the line falls below $15,000', () => {
    const r = underwrite(uwInput({ liensBalance: '500000' }));
    expect(r.decision).toBe('DECLINE');
    expect(r.adverseAction?.reasons[0]?.text).toBe('Insufficient equity in the property');
  });

  it('declines Hawaii and properties transferred within 90 days', () => {
    expect(underwrite(uwInput({ state: 'HI' })).adverseAction?.reasons[0]?.text).toBe(
      'Property type or location not eligible',
    );
    expect(underwrite(uwInput({ lastTransferDate: '2026-10-01' })).adverseAction?.reasons[0]?.code).toBe(
      'RECENT_TRANSFER',
    );
    expect(underwrite(uwInput({ lastTransferDate: '2026-08-24' })).decision).toBe('APPROVED');
  });

  it('declines DTI above 50%, sends 43%-50% to asset depletion, and approves once assets are verified', () => {
    const dti = underwrite(uwInput({ annualIncome: '60000', monthlyDebts: '2500' }));
    expect(dti).toMatchObject({ decision: 'DECLINE', dtiDecline: true });
    expect(dti.adverseAction?.reasons[0]?.text).toBe('Debt-to-income ratio too high');
    const limited = underwrite(uwInput({ annualIncome: '60000', monthlyDebts: '2100' }));
    expect(limited).toMatchObject({ decision: 'ASSET_DEPLETION', subDecision: 'UNVERIFIED_DTI_LIMITED' });
    expect(limited.dtiPercentAtMinimum).toBeGreaterThan(43);
    const assets = underwrite(
      uwInput({
        annualIncome: '60000',
        monthlyDebts: '2100',
        assetDepletion: { complete: true, amount: '500000' },
      }),
    );
    expect(assets).toMatchObject({ decision: 'APPROVED', subDecision: 'UNVERIFIED_OFFER' });
  });

  it('sends a 60-day-late mortgage to REVIEW', () => {
    expect(underwrite(uwInput({ mortgageDaysPastDue: 60 })).decision).toBe('REVIEW');
  });
});

describe('final offer', () => {
  const selected = { type: 'FIXED' as const, term: 30, amount: 100_000 };

  it('keeps the offer when verified income matches the stated income', () => {
    const r = finalOffer({
      underwriting: uwInput(),
      statedAnnualIncome: '150000',
      verifiedAnnualIncome: '150000',
      selected,
    });
    expect(r).toMatchObject({
      decision: 'APPROVED',
      subDecision: 'VERIFIED_INCOME_MATCHED_OFFER',
      selectionStillOffered: true,
    });
  });

  it('revises the offers when verified income is lower (VERIFIED_OFFER), then FINAL_OFFER on acceptance', () => {
    const stated = underwrite(uwInput());
    const r = finalOffer({
      underwriting: uwInput(),
      statedAnnualIncome: '150000',
      verifiedAnnualIncome: '80000',
      selected: { ...selected, amount: 250_000 },
    });
    expect(r.subDecision).toBe('VERIFIED_OFFER');
    expect(r.offers[0]!.incomeRequestRecords).toEqual([
      { employmentType: 'FULL_TIME', annualIncome: 80000, verified: true },
    ]);
    expect(r.offers.find((o) => o.type === 'FIXED' && o.term === 30)!.max).toBeLessThan(
      stated.offers.find((o) => o.type === 'FIXED' && o.term === 30)!.max,
    );
    expect(acceptFinalOffer()).toEqual({ decision: 'FINAL', subDecision: 'FINAL_OFFER' });
  });

  it('declines when the verified income no longer carries the smallest line', () => {
    const r = finalOffer({
      underwriting: uwInput(),
      statedAnnualIncome: '150000',
      verifiedAnnualIncome: '40000',
      selected,
    });
    expect(r).toMatchObject({ decision: 'DECLINE', dtiDecline: true });
    expect(r.adverseAction?.reasons.map((x) => x.code)).toEqual(['DEBT_TO_INCOME', 'INCOME_INSUFFICIENT']);
  });
});

describe('valuation path', () => {
  it('requires a BPO in Texas, an estimate without AVM, an appraisal under confidence 70', () => {
    expect(valuationPath({ policy, state: 'TX', avm: { confidenceScore: 95 } })).toEqual({
      path: 'BPO_REQUIRED',
      bpoStatus: 'BPO_REQUIRED',
    });
    expect(valuationPath({ policy, state: 'CO', avm: undefined }).path).toBe('ESTIMATE_NEEDED');
    expect(valuationPath({ policy, state: 'CO', avm: { confidenceScore: 69 } }).path).toBe(
      'ONSITE_APPRAISAL',
    );
    expect(valuationPath({ policy, state: 'CO', avm: { confidenceScore: 70 } }).path).toBe('AVM');
  });
});
