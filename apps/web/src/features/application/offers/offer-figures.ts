import type { Decimal } from 'decimal.js';
import { drawTotal, originationFee } from '@lintel/domain/loan-math/draw-total';
import { monthlyPayment } from '@lintel/domain/loan-math/payment';
import { interpolateRecordingTax } from '@lintel/domain/loan-math/recording-tax';
import type { Offer } from '@lintel/domain/application/offer';

export type PayType = 'AUTOPAY' | 'MANUAL';
export type OfferType = 'FIXED' | 'FLOATING';

export interface OfferFigures {
  /** The rate the borrower pays: the autopay discount applies only with autopay. */
  rate: number;
  monthlyPayment: Decimal;
  originationFee: Decimal;
  drawTotal: Decimal;
  recordingTax: Decimal;
  /** Every payment over the term plus the fee: what the side-by-side view compares. */
  totalCost: Decimal;
}

export function autopayDiscount(offer: Offer) {
  return offer.discountList.find((d) => d.discount.type === 'AUTOPAY');
}

export function rateFor(offer: Offer, payType: PayType): number {
  const autopay = autopayDiscount(offer);
  return payType === 'AUTOPAY' && autopay ? autopay.rateWithDiscount : offer.rate;
}

/** Live figures for a draw: all money through the domain's decimal loan math, never float arithmetic. */
export function offerFigures(offer: Offer, amount: number, payType: PayType): OfferFigures {
  const rate = rateFor(offer, payType);
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
    totalCost: payment.times(12 * offer.term).plus(originationFee(draw)),
  };
}

export function offersOfType(offers: readonly Offer[], type: OfferType): Offer[] {
  return offers.filter((offer) => offer.type === type).sort((a, b) => a.term - b.term);
}

export function findOffer(offers: readonly Offer[], type: OfferType, term: number): Offer | undefined {
  return offers.find((offer) => offer.type === type && offer.term === term);
}

/** A draw inside the offer's bounds for the comparison table (the typed one may be out of range or empty). */
export function clampDraw(offer: Offer, amount: number): number {
  if (!Number.isFinite(amount)) return offer.maxDraw;
  return Math.min(Math.max(amount, offer.minDraw), offer.maxDraw);
}
