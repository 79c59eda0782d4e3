import { apiErrorSchema } from '@lintel/domain/api/api-error';
import {
  insuranceConfirmBodySchema,
  insuranceConfirmResultSchema,
} from '@lintel/domain/application/closing-insurance';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  APPLICATION_BASE_V3,
  applicationParamsSchema,
  perApplicationErrors,
} from '../../applications/application-route-schemas.ts';
import { sessionOf } from '../../identity/require-session.ts';
import { errorBody } from './closing-action.ts';
import type { ClosingServices } from './closing-services.ts';
import { confirmInsurance } from './insurance.ts';
import { CLOSING_TAGS } from './closing-route-schemas.ts';

/** Proof of homeowners insurance (page insurance/upload): the uploaded document is named; funding waits for it. */
export function closingInsuranceRoute(app: FastifyInstance, services: ClosingServices): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    `${APPLICATION_BASE_V3}/:uuid/closing/insurance`,
    {
      schema: {
        tags: CLOSING_TAGS,
        summary: 'Confirm proof of homeowners insurance with an uploaded PROOF_OF_INSURANCE document',
        params: applicationParamsSchema,
        body: insuranceConfirmBodySchema,
        response: {
          200: insuranceConfirmResultSchema,
          400: apiErrorSchema,
          409: apiErrorSchema,
          ...perApplicationErrors,
        },
      },
      preHandler: services.requireSession,
    },
    async (request, reply) => {
      const outcome = await confirmInsurance(
        services,
        sessionOf(request),
        request.params.uuid,
        request.body.documentUuid,
      );
      if (outcome.status !== 200) return reply.code(outcome.status).send(errorBody(outcome));
      return { step: outcome.step, insuranceComplete: outcome.insuranceComplete };
    },
  );
}
