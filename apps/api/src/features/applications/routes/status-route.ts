import { parseServerStep, serverStepStatusSchema } from '@lintel/domain/server-steps/server-step';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { findAccessibleApplication, notFound } from '../application-access.ts';
import {
  applicationParamsSchema,
  perApplicationErrors,
} from '../application-route-schemas.ts';
import type { ApplicationServices } from '../application-services.ts';
import { sessionOf } from '../../identity/require-session.ts';

/**
 * The server step the browser polls (spec 000 §4 "Server-reported step"). Hot path: one primary-key query that also
 * applies the access rule; session liveness normally comes from memory (decision 090), so one round trip a poll.
 */
export function statusRoute(app: FastifyInstance, services: ApplicationServices): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/service-krang-heloc/borrower/secure/api/v1/:uuid/status',
    {
      schema: {
        tags: ['service-krang-heloc'],
        summary: 'Current server workflow step of an application',
        params: applicationParamsSchema,
        response: { 200: serverStepStatusSchema, ...perApplicationErrors },
      },
      preHandler: services.requireSession,
      // Polled every few seconds by every open application: two info lines per poll would cost more than the answer
      // and drown the logs. Warnings and errors are still logged.
      logLevel: 'warn',
    },
    async (request, reply) => {
      const access = await findAccessibleApplication(services.db, sessionOf(request), request.params.uuid);
      if (!access) return notFound(reply);
      return { step: parseServerStep(access.serverStep) };
    },
  );
}
