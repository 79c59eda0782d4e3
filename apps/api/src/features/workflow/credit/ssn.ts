import type { giveSsn } from '@lintel/domain/api/endpoints/credit-actions';
import { and, eq } from 'drizzle-orm';
import { applicationBorrowerDetails } from '../../applications/tables/application-parties.ts';
import { applications } from '../../applications/tables/application-table.ts';
import type { ActionContext, ActionPlan } from '../steps/step-module.ts';

/**
 * CREDIT_NO_MATCH -> WAITING_FOR_CREDIT (page credit/social): the SSN is stored encrypted, then the pull runs again.
 * The SSN never comes back; the application answers `hasSsn`.
 */
export function planSsn({ deps, applicationId, body }: ActionContext<typeof giveSsn>): ActionPlan {
  const ssnEncrypted = deps.encryption.encrypt(body.ssn.replace(/\D/g, ''));
  return {
    to: 'WAITING_FOR_CREDIT',
    write: async (tx) => {
      const [owner] = await tx
        .select({ id: applications.primaryIdentityId })
        .from(applications)
        .where(eq(applications.id, applicationId));
      await tx
        .update(applicationBorrowerDetails)
        .set({ ssnEncrypted, updatedAt: deps.clock.now() })
        .where(
          and(
            eq(applicationBorrowerDetails.applicationId, applicationId),
            eq(applicationBorrowerDetails.identityId, owner?.id ?? ''),
          ),
        );
    },
  };
}
