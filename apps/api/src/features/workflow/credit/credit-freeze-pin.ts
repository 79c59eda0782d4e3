import type { giveCreditFreezePin } from '@lintel/domain/api/endpoints/credit-actions';
import { eq } from 'drizzle-orm';
import { applicationBorrowerDetails } from '../../applications/tables/application-parties.ts';
import { applications } from '../../applications/tables/application-table.ts';
import type { ActionContext, ActionPlan } from '../steps/step-module.ts';

/**
 * The PIN that lifts a PIN-protected credit freeze (page credit/error, or after a wrong PIN): -> WAITING_FOR_CREDIT.
 * A freeze without a PIN has no use for one (409). The PIN is kept encrypted with the borrower: underwriting and the
 * hard pull meet the same frozen file.
 */
export async function planFreezePin({
  deps,
  current,
  applicationId,
  body,
}: ActionContext<typeof giveCreditFreezePin>): Promise<ActionPlan | undefined> {
  const [row] = await deps.db
    .select({ withPin: applications.creditFrozenWithPin })
    .from(applications)
    .where(eq(applications.id, applicationId));
  const frozenWithPin = current === 'CREDIT_FROZEN' && row?.withPin;
  if (!frozenWithPin && current !== 'CREDIT_INCORRECT_PIN') return undefined;
  const creditFreezePinEncrypted = deps.encryption.encrypt(body.pin);
  return {
    to: 'WAITING_FOR_CREDIT',
    write: async (tx) => {
      await tx
        .update(applicationBorrowerDetails)
        .set({ creditFreezePinEncrypted, updatedAt: deps.clock.now() })
        .where(eq(applicationBorrowerDetails.applicationId, applicationId));
    },
  };
}
