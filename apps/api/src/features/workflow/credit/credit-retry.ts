import type { ServerStep } from '@lintel/domain/server-steps/server-step';
import { eq } from 'drizzle-orm';
import { applicationBorrowerDetails } from '../../applications/tables/application-parties.ts';
import type { ActionContext, ActionPlan } from '../steps/step-module.ts';

/** The credit stops the borrower can clear themselves at the bureau (decision 106). */
export const RETRYABLE_CREDIT_STOPS: readonly ServerStep[] = [
  'CREDIT_FROZEN',
  'CREDIT_LOCKED',
  'CREDIT_INCORRECT_PIN',
];

/**
 * "Try again" on credit/error or review-app/incorrect-pin: the borrower has lifted the freeze or lock at the bureau,
 * so the soft pull runs again (WAITING_FOR_CREDIT). A PIN, when they have one, goes to …/credit-freeze-pin.
 */
export function planCreditRetry({ deps, applicationId }: ActionContext): ActionPlan {
  return {
    to: 'WAITING_FOR_CREDIT',
    // Trying without a PIN: a PIN given before (perhaps the wrong one) is not sent again.
    write: async (tx) => {
      await tx
        .update(applicationBorrowerDetails)
        .set({ creditFreezePinEncrypted: null, updatedAt: deps.clock.now() })
        .where(eq(applicationBorrowerDetails.applicationId, applicationId));
    },
  };
}
