import type { Offer } from '../application/offer.ts';

/**
 * The offer the borrower chose, found from what the application records (its term and the rate it was priced at,
 * with or without the autopay discount): bank/autopay prices both payment modes from it, and the server re-prices
 * the line with `offerRate` when the mode changes (decisions 166 and 186).
 */
export function chosenOffer<O extends Pick<Offer, 'term' | 'rate' | 'discountList'>>(
  offers: readonly O[],
  application: { term?: number | null | undefined; rate?: number | null | undefined },
): O | undefined {
  const { term, rate } = application;
  if (term == null || rate == null) return undefined;
  return offers.find(
    (o) => o.term === term && (o.rate === rate || o.discountList.some((d) => d.rateWithDiscount === rate)),
  );
}
