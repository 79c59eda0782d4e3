import { creditRetryBodySchema } from '@lintel/domain/application/credit-retry';
import type { ServerStep } from '@lintel/domain/server-steps/server-step';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ApplicationServices } from '../../applications/application-services.ts';
import { applicationBorrowerDetails } from '../../applications/tables/application-parties.ts';
import { borrowerActionRoute } from '../steps/borrower-action-route.ts';

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
  borrowerActionRoute(app, services, {
    method: 'POST',
    path: 'credit/retry',
    summary: 'Pull credit again after the borrower lifted a freeze or lock',
    body: creditRetryBodySchema,
    documents400: false,
    plan: ({ current, applicationId }) =>
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
  });
}
