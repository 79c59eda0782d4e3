import { apiErrorSchema } from '@lintel/domain/api/api-error';
import { assetsBodySchema } from '@lintel/domain/application/assets';
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
 * Asset depletion (page product/assets): the borrower's liquid assets count as income (÷ 360 months), then
 * underwriting runs again in the background (decision 100).
 */
export function assetsRoute(app: FastifyInstance, services: ApplicationServices): void {
  app.withTypeProvider<ZodTypeProvider>().put(
    `${APPLICATION_BASE_V3}/:uuid/assets`,
    {
      schema: {
        tags: ['service-application'],
        summary: 'Declare liquid assets for asset depletion and underwrite again',
        params: applicationParamsSchema,
        body: assetsBodySchema,
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
      const result = await runStepAction(services, sessionOf(request), request.params.uuid, (current) =>
        current === 'ASSETS_PREQUAL'
          ? {
              to: 'WAITING_FOR_UNDERWRITING',
              changes: { assetDepletionComplete: true, assetDepletionAmount: request.body.amount.toFixed(2) },
            }
          : undefined,
      );
      if ('status' in result)
        return reply.code(result.status).send({ errors: [{ message: result.message }] });
      return result;
    },
  );
}
