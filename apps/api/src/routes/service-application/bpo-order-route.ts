import { apiErrorSchema } from '@lintel/domain/api/api-error';
import { bpoOrderBodySchema } from '@lintel/domain/application/bpo';
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
 * The borrower orders the broker price opinion and agrees to its cost (page bpo/order-bpo). The order itself is
 * placed by the BPO_PROCESSING job, which then waits for the broker (decision 104).
 */
export function bpoOrderRoute(app: FastifyInstance, services: ApplicationServices): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    `${APPLICATION_BASE_V3}/:uuid/bpo/order`,
    {
      schema: {
        tags: ['service-application'],
        summary: 'Order the broker price opinion, agreeing to its cost',
        params: applicationParamsSchema,
        body: bpoOrderBodySchema,
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
        current === 'BPO_ORDER' ? { to: 'BPO_PROCESSING', changes: { bpo: 'BPO_PROCESSING' } } : undefined,
      );
      if ('status' in result)
        return reply.code(result.status).send({ errors: [{ message: result.message }] });
      return result;
    },
  );
}
