import { apiErrorSchema } from '@lintel/domain/api/api-error';
import {
  AMOUNT_OUT_OF_RANGE,
  OFFER_NOT_AVAILABLE,
  selectOfferBodySchema,
} from '@lintel/domain/application/borrower-actions';
import { serverStepStatusSchema } from '@lintel/domain/server-steps/server-step';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  APPLICATION_BASE_V3,
  applicationParamsSchema,
  perApplicationErrors,
} from '../../applications/application-route-schemas.ts';
import type { ApplicationServices } from '../../applications/application-services.ts';
import { currentOffers } from '../../applications/offer-repository.ts';
import { runStepAction } from '../../applications/step-action.ts';
import { sessionOf } from '../../identity/require-session.ts';
import { revisedOfferMove } from '../../workflow/after-offer/revised-offer.ts';

/** The borrower picks type, term, line amount and payment mode among the current offers (page product/select). */
export function selectOfferRoute(app: FastifyInstance, services: ApplicationServices): void {
  app.withTypeProvider<ZodTypeProvider>().put(
    `${APPLICATION_BASE_V3}/:uuid/offer`,
    {
      schema: {
        tags: ['service-application'],
        summary: 'Select an offer: type, term, amount and payment mode',
        params: applicationParamsSchema,
        body: selectOfferBodySchema,
        response: {
          200: serverStepStatusSchema,
          400: apiErrorSchema,
          409: apiErrorSchema,
          ...perApplicationErrors,
        },
      },
      preHandler: services.requireSession,
    },
    async (request, reply) => {
      const { type, term, amount, payType } = request.body;
      let invalid: { message: string; field: string } | undefined;
      const result = await runStepAction(
        services,
        sessionOf(request),
        request.params.uuid,
        async (current, applicationId) => {
          if (current !== 'OFFER_SELECTION' && current !== 'REVISED_OFFER_SELECTION') return undefined;
          const offer = (await currentOffers(services.db, applicationId)).find(
            (o) => o.type === type && o.term === term,
          );
          if (!offer) invalid = { message: OFFER_NOT_AVAILABLE, field: 'term' };
          else if (amount < offer.min || amount > offer.max)
            invalid = { message: AMOUNT_OUT_OF_RANGE, field: 'amount' };
          if (invalid || !offer) return undefined;
          const autopay = offer.discountList.find((d) => d.discount.type === 'AUTOPAY');
          const rate = payType === 'AUTOPAY' && autopay ? autopay.rateWithDiscount : offer.rate;
          // A revised offer's move depends on what is verified already (decision 113).
          const revised =
            current === 'REVISED_OFFER_SELECTION' ? await revisedOfferMove(services.db, applicationId) : undefined;
          return {
            to: revised?.to ?? 'COLLECT_ADDITIONAL_INFO',
            changes: { term, amount: amount.toFixed(2), rate: String(rate), payType, ...revised?.changes },
          };
        },
      );
      if (invalid) return reply.code(400).send({ errors: [invalid] });
      if ('status' in result)
        return reply.code(result.status).send({ errors: [{ message: result.message }] });
      return result;
    },
  );
}
