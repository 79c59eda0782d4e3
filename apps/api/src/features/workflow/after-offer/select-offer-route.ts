import {
  AMOUNT_OUT_OF_RANGE,
  OFFER_NOT_AVAILABLE,
  selectOfferBodySchema,
} from '@lintel/domain/application/borrower-actions';
import type { FastifyInstance } from 'fastify';
import type { ApplicationServices } from '../../applications/application-services.ts';
import { currentOffers } from '../../applications/offer-repository.ts';
import { revisedOfferMove } from './revised-offer.ts';
import { borrowerActionRoute } from '../steps/borrower-action-route.ts';

/** The borrower picks type, term, line amount and payment mode among the current offers (page product/select). */
export function selectOfferRoute(app: FastifyInstance, services: ApplicationServices): void {
  borrowerActionRoute(app, services, {
    method: 'PUT',
    path: 'offer',
    summary: 'Select an offer: type, term, amount and payment mode',
    body: selectOfferBodySchema,
    plan: async ({ current, applicationId, body: { type, term, amount, payType } }) => {
      if (current !== 'OFFER_SELECTION' && current !== 'REVISED_OFFER_SELECTION') return undefined;
      const offer = (await currentOffers(services.db, applicationId)).find(
        (o) => o.type === type && o.term === term,
      );
      if (!offer) return [{ message: OFFER_NOT_AVAILABLE, field: 'term' }];
      if (amount < offer.min || amount > offer.max)
        return [{ message: AMOUNT_OUT_OF_RANGE, field: 'amount' }];
      const autopay = offer.discountList.find((d) => d.discount.type === 'AUTOPAY');
      const rate = payType === 'AUTOPAY' && autopay ? autopay.rateWithDiscount : offer.rate;
      // A revised offer's move depends on what is verified already (decision 113).
      const revised =
        current === 'REVISED_OFFER_SELECTION'
          ? await revisedOfferMove(services.db, applicationId)
          : undefined;
      return {
        to: revised?.to ?? 'COLLECT_ADDITIONAL_INFO',
        changes: { term, amount: amount.toFixed(2), rate: String(rate), payType, ...revised?.changes },
      };
    },
  });
}
