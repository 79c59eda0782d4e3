import { serverStepStatusSchema } from '@lintel/domain/server-steps/server-step';
import { apiErrorSchema } from '@lintel/domain/api/api-error';
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

/** The borrower confirms the liens on the property (page `liens`); underwriting then runs in the background. */
export function confirmLiensRoute(app: FastifyInstance, services: ApplicationServices): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    `${APPLICATION_BASE_V3}/:uuid/liens/confirm`,
    {
      schema: {
        tags: ['service-application'],
        summary: 'Confirm the liens on the property and start underwriting',
        params: applicationParamsSchema,
        response: { 200: serverStepStatusSchema, 409: apiErrorSchema, ...perApplicationErrors },
      },
      preHandler: services.requireSession,
    },
    async (request, reply) => {
      const result = await runStepAction(services, sessionOf(request), request.params.uuid, (current) =>
        current === 'LIEN_VERIFICATION' ? { to: 'WAITING_FOR_UNDERWRITING' } : undefined,
      );
      if ('status' in result)
        return reply.code(result.status).send({ errors: [{ message: result.message }] });
      return result;
    },
  );
}
