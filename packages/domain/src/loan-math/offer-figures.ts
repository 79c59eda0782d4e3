import type { Decimal } from 'decimal.js';
import type { PayType } from '../application/application-enums.ts';
import type { Offer } from '../application/offer.ts';
import { MONTHS_PER_YEAR } from '../constants/loan-math.ts';
import { drawTotal, originationFee } from './draw-total.ts';
import { monthlyPayment } from './payment.ts';
import { interpolateRecordingTax } from './recording-tax.ts';
import { offerRate } from './offer-rate.ts';

/** What the figures of an offer read from it. */
export type OfferPricing = Pick<
  Offer,
  | 'term'
  | 'rate'
  | 'originationFee'
  | 'ofeeMaxThreshold'
  | 'discountList'
  | 'min'
  | 'max'
  | 'minRecordingTax'
  | 'maxRecordingTax'
>;

export interface OfferFigures {
  /** The rate the borrower pays: the autopay discount applies only with autopay (decision 166). */
  rate: number;
  monthlyPayment: Decimal;
  originationFee: Decimal;
  /** The draw plus its origination fee: what the payments repay. */
  drawTotal: Decimal;
  recordingTax: Decimal;
  /** Every payment over the term (the fee is in the draw total they repay): what "Compare terms" compares. */
  totalCost: Decimal;
}

export { autopayDiscount, autopayDiscountPoints, offerRate } from './offer-rate.ts';

/** Whether the line owes no recording tax at any draw (a state or county without one). */
export function hasNoRecordingTax(offer: Pick<Offer, 'minRecordingTax' | 'maxRecordingTax'>): boolean {
  return offer.minRecordingTax === 0 && offer.maxRecordingTax === 0;
}

/**
 * The figures of one draw on one offer with the borrower's payment mode: all money through the decimal loan math
 * (spec 001 §9), never float arithmetic. product/select's term list, figures and "Compare terms" all read these.
 */
export function offerFigures(offer: OfferPricing, amount: number, payType: PayType): OfferFigures {
  const rate = offerRate(offer, payType);
  const draw = { amount, feePercent: offer.originationFee, feeCap: offer.ofeeMaxThreshold || null };
  const total = drawTotal(draw);
  const payment = monthlyPayment({ principal: total, annualRatePercent: rate, years: offer.term });
  return {
    rate,
    monthlyPayment: payment,
    originationFee: originationFee(draw),
    drawTotal: total,
    recordingTax: interpolateRecordingTax({
      draw: amount,
      min: offer.min,
      max: offer.max,
      minRecordingTax: offer.minRecordingTax,
      maxRecordingTax: offer.maxRecordingTax,
    }),
    totalCost: payment.times(MONTHS_PER_YEAR * offer.term),
  };
}

/** The figures a page shows without the decimal library: exact decimal strings, computed where the library is. */
export function offerFigureStrings(
  offer: OfferPricing,
  amount: number,
  payType: PayType,
): { originationFee: string; drawTotal: string; monthlyPayment: string } {
  const figures = offerFigures(offer, amount, payType);
  return {
    originationFee: figures.originationFee.toString(),
    drawTotal: figures.drawTotal.toString(),
    monthlyPayment: figures.monthlyPayment.toString(),
  };
}
