import type { selectOffer } from '@lintel/domain/api/endpoints/pre-offer-actions';
import { OFFER_NOT_AVAILABLE } from '@lintel/domain/application/borrower-actions';
import { offerRate } from '@lintel/domain/loan-math/offer-figures';
import { drawAmountProblem } from '@lintel/domain/validation/draw-amount';
import { currentOffers } from '../../applications/offer-repository.ts';
import type { ActionContext, PlanResult } from '../steps/step-module.ts';
import { revisedOfferMove } from './revised-offer.ts';

/**
 * The borrower picks type, term, line amount and payment mode among the current offers (page product/select):
 * OFFER_SELECTION -> COLLECT_ADDITIONAL_INFO; a revised offer's move depends on what is verified already (decision 113).
 * The draw and the rate follow the same domain rules as the page (decision 166): the draw between the offer's minDraw
 * and maxDraw in whole dollars, the rate from `offerRate`, so the server records exactly what the borrower was shown.
 */
export async function planSelectOffer({
  deps,
  current,
  applicationId,
  body: { type, term, amount, payType },
}: ActionContext<typeof selectOffer>): Promise<PlanResult> {
  const offer = (await currentOffers(deps.db, applicationId)).find((o) => o.type === type && o.term === term);
  if (!offer) return [{ message: OFFER_NOT_AVAILABLE, field: 'term' }];
  const drawProblem = drawAmountProblem(amount, offer);
  if (drawProblem) return [{ message: drawProblem, field: 'amount' }];
  const rate = offerRate(offer, payType);
  const revised =
    current === 'REVISED_OFFER_SELECTION' ? await revisedOfferMove(deps.db, applicationId) : undefined;
  return {
    to: revised?.to ?? 'COLLECT_ADDITIONAL_INFO',
    changes: { term, amount: amount.toFixed(2), rate: String(rate), payType, ...revised?.changes },
  };
}
