import { apiErrorSchema } from '@lintel/domain/api/api-error';
import { creditRetryBodySchema } from '@lintel/domain/application/credit-retry';
import { serverStepStatusSchema, type ServerStep } from '@lintel/domain/server-steps/server-step';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  APPLICATION_BASE_V3,
  applicationParamsSchema,
  perApplicationErrors,
} from '../../applications/application-route-schemas.ts';
import type { ApplicationServices } from '../../applications/application-services.ts';
import { runStepAction } from '../../applications/step-action.ts';
import { applicationBorrowerDetails } from '../../db/schema/applications.ts';
import { sessionOf } from '../../identity/require-session.ts';

/** The credit stops the borrower can clear themselves at the bureau (decision 106). */
const RETRYABLE: ReadonlySet<ServerStep> = new Set<ServerStep>([
  'CREDIT_FROZEN',
  'CREDIT_LOCKED',
  'CREDIT_INCORRECT_PIN',
]);

/**
 * "Try again" on credit/error or review-app/incorrect-pin: the borrower has lifted the freeze or lock at the
 * bureau, so the soft pull runs again (WAITING_FOR_CREDIT). A PIN, when they have one, goes to …/credit-freeze-pin.
 */
export function creditRetryRoute(app: FastifyInstance, services: ApplicationServices): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    `${APPLICATION_BASE_V3}/:uuid/credit/retry`,
    {
      schema: {
        tags: ['service-application'],
        summary: 'Pull credit again after the borrower lifted a freeze or lock',
        params: applicationParamsSchema,
        body: creditRetryBodySchema,
        response: { 200: serverStepStatusSchema, 409: apiErrorSchema, ...perApplicationErrors },
      },
      preHandler: services.requireSession,
    },
    async (request, reply) => {
      const result = await runStepAction(
        services,
        sessionOf(request),
        request.params.uuid,
        (current, applicationId) =>
          RETRYABLE.has(current)
            ? {
                to: 'WAITING_FOR_CREDIT',
                // Trying without a PIN: a PIN given before (perhaps the wrong one) is not sent again.
                write: async (tx) => {
                  await tx
                    .update(applicationBorrowerDetails)
                    .set({ creditFreezePinEncrypted: null, updatedAt: services.clock.now() })
                    .where(eq(applicationBorrowerDetails.applicationId, applicationId));
                },
              }
            : undefined,
      );
      if ('status' in result)
        return reply.code(result.status).send({ errors: [{ message: result.message }] });
      return result;
    },
  );
}
