import type { Offer } from '@lintel/domain/application/offer';

// The figures themselves are the domain's (decision 166): one rule for the rate with or without autopay, one set of
// money figures, for every part of product/select and its confirm page.
export {
  autopayDiscount,
  autopayDiscountPoints,
  hasNoRecordingTax,
  offerFigures,
  offerRate,
} from '@lintel/domain/loan-math/offer-figures';
export type { OfferFigures } from '@lintel/domain/loan-math/offer-figures';
export type { PayType } from '@lintel/domain/application/application-enums';

export type OfferType = 'FIXED' | 'FLOATING';

export function offersOfType(offers: readonly Offer[], type: OfferType): Offer[] {
  return offers.filter((offer) => offer.type === type).sort((a, b) => a.term - b.term);
}

export function findOffer(offers: readonly Offer[], type: OfferType, term: number): Offer | undefined {
  return offers.find((offer) => offer.type === type && offer.term === term);
}
