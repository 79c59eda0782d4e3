import { describe, expect, it } from 'vitest';
import { monthlyPayment } from '../../src/loan-math/payment.ts';
import {
  autopayDiscountPoints,
  hasNoRecordingTax,
  offerFigures,
  offerRate,
} from '../../src/loan-math/offer-figures.ts';
import type { OfferPricing } from '../../src/loan-math/offer-figures.ts';

const offer: OfferPricing = {
  term: 30,
  rate: 9.6,
  originationFee: 2.5,
  ofeeMaxThreshold: 7_500,
  discountList: [{ discount: { type: 'AUTOPAY' }, rateWithDiscount: 9.35 }],
  min: 15_000,
  max: 100_000,
  minRecordingTax: 150,
  maxRecordingTax: 1_000,
};

describe('offer figures (decision 166)', () => {
  it('takes the autopay discount with autopay only', () => {
    expect(offerRate(offer, 'AUTOPAY')).toBe(9.35);
    expect(offerRate(offer, 'MANUAL')).toBe(9.6);
    expect(offerRate({ ...offer, discountList: [] }, 'AUTOPAY')).toBe(9.6);
    expect(
      offerRate(
        { ...offer, discountList: [{ discount: { type: 'CREDIT_UNION' }, rateWithDiscount: 9 }] },
        'AUTOPAY',
      ),
    ).toBe(9.6);
  });

  it('says how many points autopay takes off, exactly', () => {
    expect(autopayDiscountPoints(offer)?.toString()).toBe('0.25');
    expect(autopayDiscountPoints({ ...offer, discountList: [] })).toBeUndefined();
  });

  it('prices the draw total at the rate of the payment mode', () => {
    const figures = offerFigures(offer, 50_000, 'AUTOPAY');
    expect(figures.rate).toBe(9.35);
    expect(figures.originationFee.toFixed(2)).toBe('1250.00');
    expect(figures.drawTotal.toFixed(2)).toBe('51250.00');
    const payment = monthlyPayment({ principal: 51_250, annualRatePercent: 9.35, years: 30 });
    expect(figures.monthlyPayment.toFixed(2)).toBe(payment.toFixed(2));
    expect(figures.recordingTax.toFixed(2)).toBe('500.00');
    expect(offerFigures(offer, 50_000, 'MANUAL').rate).toBe(9.6);
  });

  it('counts the fee once in the total cost: the payments repay the draw total, fee included', () => {
    const figures = offerFigures(offer, 50_000, 'MANUAL');
    expect(figures.totalCost.toFixed(2)).toBe(figures.monthlyPayment.times(360).toFixed(2));
  });

  it('knows a line with no recording tax at all', () => {
    expect(hasNoRecordingTax({ minRecordingTax: 0, maxRecordingTax: 0 })).toBe(true);
    expect(hasNoRecordingTax({ minRecordingTax: 0, maxRecordingTax: 10 })).toBe(false);
    expect(
      offerFigures(
        { ...offer, minRecordingTax: 0, maxRecordingTax: 0 },
        50_000,
        'AUTOPAY',
      ).recordingTax.isZero(),
    ).toBe(true);
  });
});

describe('autopay points without the decimal library (decision 205)', () => {
  it.each([
    [9.6, 9.35, '0.25'],
    [8.5, 8.25, '0.25'],
    [7.6, 7.6, '0'],
    [10, 9.875, '0.125'],
    [0.3, 0.1, '0.2'],
    [12.345, 12.1, '0.245'],
    [1e-7, 0, '0.0000001'],
  ])('%s %% with autopay %s %% takes %s points off', (rate, rateWithDiscount, points) => {
    const offer = { rate, discountList: [{ discount: { type: 'AUTOPAY' as const }, rateWithDiscount }] };
    expect(autopayDiscountPoints(offer)).toBe(points);
  });
});
