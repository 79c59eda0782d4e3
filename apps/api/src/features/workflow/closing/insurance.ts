import { INSURANCE_DOCUMENT_REQUIRED, INSURANCE_STEPS } from '@lintel/domain/application/closing-insurance';
import { and, eq, inArray } from 'drizzle-orm';
import { findAccessibleApplication } from '../../applications/application-access.ts';
import type { ApplicationServices } from '../../applications/application-services.ts';
import { NOT_AT_THIS_STEP } from '../steps/step-action.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import { applicationDocuments } from '../../applications/tables/application-records.ts';
import { applications } from '../../applications/tables/application-table.ts';
import type { RequestSession } from '../../identity/session-service.ts';
import { CLOSING_JOBS, type ClosingJobData } from './closing-job-names.ts';

export type InsuranceOutcome =
  | { status: 200; step: string; insuranceComplete: true }
  | { status: 400 | 404 | 409; message: string; field?: string };

/**
 * The borrower names the PROOF_OF_INSURANCE document they uploaded: the insurance flag is set (no step change) and,
 * if the line is already FUNDABLE and was held for it, the funding job is queued again (decision 115). Confirming
 * twice is harmless.
 */
export async function confirmInsurance(
  services: ApplicationServices,
  session: RequestSession,
  uuid: string,
  documentUuid: string,
): Promise<InsuranceOutcome> {
  const access = await findAccessibleApplication(services.db, session, uuid);
  if (!access) return { status: 404, message: 'Not found' };
  if (!(INSURANCE_STEPS as readonly string[]).includes(access.serverStep))
    return { status: 409, message: NOT_AT_THIS_STEP };
  const [document] = await services.db
    .select({ id: applicationDocuments.id })
    .from(applicationDocuments)
    .where(
      and(
        eq(applicationDocuments.id, documentUuid),
        eq(applicationDocuments.applicationId, access.id),
        eq(applicationDocuments.type, 'PROOF_OF_INSURANCE'),
      ),
    );
  if (!document) return { status: 400, message: INSURANCE_DOCUMENT_REQUIRED, field: 'documentUuid' };
  return services.db.transaction(async (tx): Promise<InsuranceOutcome> => {
    // The step is checked again under the row lock: a job may have moved the application since the read above.
    const [row] = await tx
      .update(applications)
      .set({ insuranceComplete: true, updatedAt: services.clock.now() })
      .where(and(eq(applications.id, access.id), inArray(applications.serverStep, [...INSURANCE_STEPS])))
      .returning({ step: applications.serverStep });
    if (!row) return { status: 409, message: NOT_AT_THIS_STEP };
    await recordAudit(tx, services.clock, {
      applicationId: access.id,
      actor: { type: 'BORROWER', id: session.identityId },
      action: 'insurance.confirmed',
      after: { insuranceComplete: true, documentUuid },
    });
    if (row.step === 'FUNDABLE') {
      // Its own key: the FUNDABLE funding run may still be active, having read the flag before this commit.
      await services.jobs.send<ClosingJobData>(
        CLOSING_JOBS.funding,
        { applicationId: access.id },
        { singletonKey: `${access.id}:${CLOSING_JOBS.funding}:insurance`, retryLimit: 6, retryDelay: 30 },
        tx,
      );
    }
    return { status: 200, step: row.step, insuranceComplete: true };
  });
}
