import { apiErrorSchema } from '@lintel/domain/api/api-error';
import { ssnBodySchema } from '@lintel/domain/application/borrower-actions';
import { serverStepStatusSchema } from '@lintel/domain/server-steps/server-step';
import { and, eq } from 'drizzle-orm';
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
import { applicationBorrowerDetails, applications } from '../../db/schema/applications.ts';

/**
 * The SSN entry of `credit/social` after a soft pull found no file: stored encrypted, then the pull runs again.
 * The SSN never comes back; the application answers `hasSsn`.
 */
export function ssnRoute(app: FastifyInstance, services: ApplicationServices): void {
  app.withTypeProvider<ZodTypeProvider>().put(
    `${APPLICATION_BASE_V3}/:uuid/ssn`,
    {
      schema: {
        tags: ['service-application'],
        summary: 'Give the SSN after a credit no-match and pull again',
        params: applicationParamsSchema,
        body: ssnBodySchema,
        response: { 200: serverStepStatusSchema, 409: apiErrorSchema, ...perApplicationErrors },
      },
      preHandler: services.requireSession,
    },
    async (request, reply) => {
      const result = await runStepAction(
        services,
        sessionOf(request),
        request.params.uuid,
        (current, applicationId) => {
          if (current !== 'CREDIT_NO_MATCH') return undefined;
          const ssnEncrypted = services.encryption.encrypt(request.body.ssn.replace(/\D/g, ''));
          return {
            to: 'WAITING_FOR_CREDIT',
            write: async (tx) => {
              const [owner] = await tx
                .select({ id: applications.primaryIdentityId })
                .from(applications)
                .where(eq(applications.id, applicationId));
              await tx
                .update(applicationBorrowerDetails)
                .set({ ssnEncrypted, updatedAt: services.clock.now() })
                .where(
                  and(
                    eq(applicationBorrowerDetails.applicationId, applicationId),
                    eq(applicationBorrowerDetails.identityId, owner?.id ?? ''),
                  ),
                );
            },
          };
        },
      );
      if ('status' in result)
        return reply.code(result.status).send({ errors: [{ message: result.message }] });
      return result;
    },
  );
}
