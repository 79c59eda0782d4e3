import type { Offer } from '@lintel/domain/application/offer';

export function offerFixture(term: number, rate: number, extra: Partial<Offer> = {}): Offer {
  return {
    type: 'FIXED',
    term,
    rate,
    baseRate: rate - 1,
    otherRate: 0,
    originationFee: 2.5,
    minDraw: 15000,
    maxDraw: 97500,
    min: 15000,
    max: 100000,
    discountList: [{ discount: { type: 'AUTOPAY' }, rateWithDiscount: rate - 0.25 }],
    offersByType: { FIXED: [10, 30], FLOATING: [] },
    maxRecordingTax: 1000,
    minRecordingTax: 150,
    maxDtiUnlimited: 100000,
    ofeeMaxThreshold: 7500,
    incomeRequestRecords: [],
    costs: [],
    totalPaidByBorrower: 0,
    ...extra,
  };
}

export const offersFixture: Offer[] = [offerFixture(10, 9.5), offerFixture(30, 8.5)];
