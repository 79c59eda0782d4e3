import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ApplicationServices } from '../../applications/application-services.ts';
import { applicationBorrowerDetails } from '../../applications/tables/application-parties.ts';
import { applications } from '../../applications/tables/application-table.ts';
import { borrowerActionRoute } from '../steps/borrower-action-route.ts';

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
  borrowerActionRoute(app, services, {
    method: 'PUT',
    path: 'credit-freeze-pin',
    summary: 'Give the PIN of a credit freeze and pull again',
    body: freezePinBodySchema,
    documents400: false,
    plan: async ({ current, applicationId, body }) => {
      const [row] = await services.db
        .select({ withPin: applications.creditFrozenWithPin })
        .from(applications)
        .where(eq(applications.id, applicationId));
      const frozenWithPin = current === 'CREDIT_FROZEN' && row?.withPin;
      if (!frozenWithPin && current !== 'CREDIT_INCORRECT_PIN') return undefined;
      // Kept (encrypted) with the borrower: underwriting and the hard pull meet the same frozen file.
      const creditFreezePinEncrypted = services.encryption.encrypt(body.pin);
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
  });
}
