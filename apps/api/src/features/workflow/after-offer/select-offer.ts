import type { selectOffer } from '@lintel/domain/api/endpoints/pre-offer-actions';
import { AMOUNT_OUT_OF_RANGE, OFFER_NOT_AVAILABLE } from '@lintel/domain/application/borrower-actions';
import { currentOffers } from '../../applications/offer-repository.ts';
import type { ActionContext, PlanResult } from '../steps/step-module.ts';
import { revisedOfferMove } from './revised-offer.ts';

/**
 * The borrower picks type, term, line amount and payment mode among the current offers (page product/select):
 * OFFER_SELECTION -> COLLECT_ADDITIONAL_INFO; a revised offer's move depends on what is verified already (decision 113).
 */
export async function planSelectOffer({
  deps,
  current,
  applicationId,
  body: { type, term, amount, payType },
}: ActionContext<typeof selectOffer>): Promise<PlanResult> {
  const offer = (await currentOffers(deps.db, applicationId)).find((o) => o.type === type && o.term === term);
  if (!offer) return [{ message: OFFER_NOT_AVAILABLE, field: 'term' }];
  if (amount < offer.min || amount > offer.max) return [{ message: AMOUNT_OUT_OF_RANGE, field: 'amount' }];
  const autopay = offer.discountList.find((d) => d.discount.type === 'AUTOPAY');
  const rate = payType === 'AUTOPAY' && autopay ? autopay.rateWithDiscount : offer.rate;
  const revised =
    current === 'REVISED_OFFER_SELECTION' ? await revisedOfferMove(deps.db, applicationId) : undefined;
  return {
    to: revised?.to ?? 'COLLECT_ADDITIONAL_INFO',
    changes: { term, amount: amount.toFixed(2), rate: String(rate), payType, ...revised?.changes },
  };
}
