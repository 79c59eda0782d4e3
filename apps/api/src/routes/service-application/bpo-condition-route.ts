import { apiErrorSchema } from '@lintel/domain/api/api-error';
import { bpoConditionBodySchema } from '@lintel/domain/application/bpo';
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
 * The property condition for the broker (page bpo/condition, Texas). The BPO is then to be ordered: status
 * UNKNOWN_BPO_STATUS, which routes to bpo/order-bpo (decision 104).
 */
export function bpoConditionRoute(app: FastifyInstance, services: ApplicationServices): void {
  app.withTypeProvider<ZodTypeProvider>().put(
    `${APPLICATION_BASE_V3}/:uuid/bpo/condition`,
    {
      schema: {
        tags: ['service-application'],
        summary: 'State the property condition before the broker price opinion is ordered',
        params: applicationParamsSchema,
        body: bpoConditionBodySchema,
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
        current === 'BPO_CONDITION'
          ? {
              to: 'BPO_ORDER',
              changes: { propertyCondition: request.body.propertyCondition, bpo: 'UNKNOWN_BPO_STATUS' },
            }
          : undefined,
      );
      if ('status' in result)
        return reply.code(result.status).send({ errors: [{ message: result.message }] });
      return result;
    },
  );
}
