import { describe, expect, it } from 'vitest';
import { adverseActionPath, offersPath } from '../../src/api/endpoints/applications.ts';
import { adverseActionSchema } from '../../src/application/adverse-action.ts';
import { offersResponseSchema } from '../../src/application/offer.ts';

const offer = {
  type: 'FIXED',
  term: 10,
  rate: 9.5,
  baseRate: 8.5,
  otherRate: 0,
  originationFee: 2.5,
  minDraw: 15000,
  maxDraw: 97500,
  min: 15000,
  max: 100000,
  discountList: [{ discount: { type: 'AUTOPAY' }, rateWithDiscount: 9.25 }],
  offersByType: { FIXED: [10, 30], FLOATING: [] },
  maxRecordingTax: 1000,
  minRecordingTax: 150,
  maxDtiUnlimited: 120000,
  ofeeMaxThreshold: 7500,
  incomeRequestRecords: [{ employmentType: 'FULL_TIME', annualIncome: 150000, verified: false }],
  costs: [{ feeType: 'RECORDING', type: 'THIRD_PARTY', borrowerPaidAmount: 150, jsCriteria: 'true' }],
  totalPaidByBorrower: 150,
};

describe('the offers response', () => {
  it('keeps every field of spec 001 §3 and drops unknown ones', () => {
    expect(offersResponseSchema.parse({ offers: [{ ...offer, internal: 'x' }] })).toEqual({ offers: [offer] });
  });

  it('refuses an offer of an unknown type or a fractional term', () => {
    expect(offersResponseSchema.safeParse({ offers: [{ ...offer, type: 'ARM' }] }).success).toBe(false);
    expect(offersResponseSchema.safeParse({ offers: [{ ...offer, term: 10.5 }] }).success).toBe(false);
  });
});

describe('the adverse-action notice', () => {
  const notice = {
    reasons: [{ code: 'CREDIT_SCORE', text: 'Credit score below our minimum' }],
    creditScore: {
      score: 598,
      model: 'FICO Score 8',
      range: { min: 300, max: 850 },
      source: { bureau: 'Experian', pull: 'SOFT', reportId: 'EXP-1', pulledAt: '2026-11-20T10:00:00Z' },
      keyFactors: [],
    },
  };

  it('needs the score source of FCRA §615', () => {
    expect(adverseActionSchema.parse(notice)).toEqual(notice);
    const { source: _source, ...withoutSource } = notice.creditScore;
    expect(adverseActionSchema.safeParse({ ...notice, creditScore: withoutSource }).success).toBe(false);
  });
});

describe('paths', () => {
  it('encode the application uuid', () => {
    expect(offersPath('a/b')).toBe('/service-application/api/v3/application/heloc/a%2Fb/offers');
    expect(adverseActionPath('u-1')).toBe('/service-application/api/v3/application/heloc/u-1/adverse-action');
  });
});
