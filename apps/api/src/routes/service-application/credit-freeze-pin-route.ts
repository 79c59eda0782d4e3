import { apiErrorSchema } from '@lintel/domain/api/api-error';
import { serverStepStatusSchema } from '@lintel/domain/server-steps/server-step';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  APPLICATION_BASE_V3,
  applicationParamsSchema,
  perApplicationErrors,
} from '../../applications/application-route-schemas.ts';
import type { ApplicationServices } from '../../applications/application-services.ts';
import { runStepAction } from '../../applications/step-action.ts';
import { applicationBorrowerDetails, applications } from '../../db/schema/applications.ts';
import { sessionOf } from '../../identity/require-session.ts';

export const freezePinBodySchema = z.strictObject({
  pin: z
    .string()
    .trim()
    .regex(/^\d{4,10}$/, 'Please enter the PIN of your credit freeze'),
});

/**
 * The PIN that lifts a PIN-protected credit freeze (page credit/error, or after a wrong PIN). It is never stored
 * with the application: it travels encrypted in the data of the pull job only.
 */
export function creditFreezePinRoute(app: FastifyInstance, services: ApplicationServices): void {
  app.withTypeProvider<ZodTypeProvider>().put(
    `${APPLICATION_BASE_V3}/:uuid/credit-freeze-pin`,
    {
      schema: {
        tags: ['service-application'],
        summary: 'Give the PIN of a credit freeze and pull again',
        params: applicationParamsSchema,
        body: freezePinBodySchema,
        response: { 200: serverStepStatusSchema, 409: apiErrorSchema, ...perApplicationErrors },
      },
      preHandler: services.requireSession,
    },
    async (request, reply) => {
      const result = await runStepAction(
        services,
        sessionOf(request),
        request.params.uuid,
        async (current, applicationId) => {
          const [row] = await services.db
            .select({ withPin: applications.creditFrozenWithPin })
            .from(applications)
            .where(eq(applications.id, applicationId));
          const frozenWithPin = current === 'CREDIT_FROZEN' && row?.withPin;
          if (!frozenWithPin && current !== 'CREDIT_INCORRECT_PIN') return undefined;
          // Kept (encrypted) with the borrower: underwriting and the hard pull meet the same frozen file.
          const creditFreezePinEncrypted = services.encryption.encrypt(request.body.pin);
          return {
            to: 'WAITING_FOR_CREDIT',
            write: async (tx) => {
              await tx
                .update(applicationBorrowerDetails)
                .set({ creditFreezePinEncrypted, updatedAt: services.clock.now() })
                .where(eq(applicationBorrowerDetails.applicationId, applicationId));
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
