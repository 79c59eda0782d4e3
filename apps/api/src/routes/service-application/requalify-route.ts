import { apiErrorSchema } from '@lintel/domain/api/api-error';
import { requalifyBodySchema } from '@lintel/domain/application/requalify';
import { serverStepStatusSchema } from '@lintel/domain/server-steps/server-step';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  APPLICATION_BASE_V3,
  applicationParamsSchema,
  perApplicationErrors,
} from '../../applications/application-route-schemas.ts';
import type { ApplicationServices } from '../../applications/application-services.ts';
import { runStepAction } from '../../applications/step-action.ts';
import { sessionOf } from '../../identity/require-session.ts';

/**
 * Prequal win-back (page product/prequal-winback): the hard pull changed the pre-qualified offer. CONTINUE re-prices
 * on the hard pull (then REVISED_OFFER_SELECTION); WITHDRAW cancels the application (decision 103).
 */
export function requalifyRoute(app: FastifyInstance, services: ApplicationServices): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    `${APPLICATION_BASE_V3}/:uuid/requalify`,
    {
      schema: {
        tags: ['service-application'],
        summary: 'Continue to revised offers after the hard pull, or withdraw the application',
        params: applicationParamsSchema,
        body: requalifyBodySchema,
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
      const result = await runStepAction(services, sessionOf(request), request.params.uuid, (current) => {
        if (current !== 'REQUALIFY') return undefined;
        return { to: request.body.choice === 'CONTINUE' ? 'WAITING_FOR_UNDERWRITING' : 'CANCELLED' };
      });
      if ('status' in result)
        return reply.code(result.status).send({ errors: [{ message: result.message }] });
      return result;
    },
  );
}
