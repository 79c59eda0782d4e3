import type { confirmInsurance } from '@lintel/domain/api/endpoints/closing-actions';
import { INSURANCE_DOCUMENT_REQUIRED } from '@lintel/domain/application/closing-insurance';
import { and, eq } from 'drizzle-orm';
import { applicationDocuments } from '../../applications/tables/application-records.ts';
import { applications } from '../../applications/tables/application-table.ts';
import type { ActionContext, PlanResult } from '../steps/step-module.ts';
import { CLOSING_JOBS, type ClosingJobData } from './closing-job-names.ts';

/**
 * The borrower names the PROOF_OF_INSURANCE document they uploaded: the insurance flag is set and the step stays
 * (the runner checks it again under the row lock); if the line is already FUNDABLE and was held for it, the funding
 * job is queued again (decision 115). Confirming twice is harmless.
 */
export async function planConfirmInsurance({
  deps,
  current,
  applicationId,
  body: { documentUuid },
}: ActionContext<typeof confirmInsurance>): Promise<PlanResult> {
  const [document] = await deps.db
    .select({ id: applicationDocuments.id })
    .from(applicationDocuments)
    .where(
      and(
        eq(applicationDocuments.id, documentUuid),
        eq(applicationDocuments.applicationId, applicationId),
        eq(applicationDocuments.type, 'PROOF_OF_INSURANCE'),
      ),
    );
  if (!document) return [{ message: INSURANCE_DOCUMENT_REQUIRED, field: 'documentUuid' }];
  return {
    audits: [{ action: 'insurance.confirmed', after: { insuranceComplete: true, documentUuid } }],
    write: async (tx) => {
      await tx
        .update(applications)
        .set({ insuranceComplete: true, updatedAt: deps.clock.now() })
        .where(eq(applications.id, applicationId));
      if (current !== 'FUNDABLE') return;
      // Its own key: the FUNDABLE funding run may still be active, having read the flag before this commit.
      await deps.queue.send<ClosingJobData>(
        CLOSING_JOBS.funding,
        { applicationId },
        { singletonKey: `${applicationId}:${CLOSING_JOBS.funding}:insurance`, retryLimit: 6, retryDelay: 30 },
        tx,
      );
    },
    answer: { insuranceComplete: true },
  };
}
