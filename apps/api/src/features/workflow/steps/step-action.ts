import { APPLICANT_ONLY } from '@lintel/domain/application/closing';
import type { ServerStep } from '@lintel/domain/server-steps/server-step';
import type { RequestSession } from '../../identity/session-service.ts';
import { enqueueResolveStep, isResolvable } from '../jobs/resolve-step-job.ts';
import type { ResolveStepData } from '../jobs/workflow-deps.ts';
import {
  IllegalTransitionError,
  StaleStepError,
  transition,
  type ApplicationChanges,
} from './transition-service.ts';
import { findAccessibleApplication } from '../../applications/application-access.ts';
import type { ApplicationServices } from '../../applications/application-services.ts';
import type { Transaction } from '../../../platform/db/db-executor.ts';

export const NOT_AT_THIS_STEP = 'This action is not available at this step of the application';

export interface StepActionPlan {
  to: ServerStep;
  changes?: ApplicationChanges;
  /** Extra writes of the action (e.g. the encrypted SSN), in the same transaction as the move. */
  write?: (tx: Transaction) => Promise<void>;
  /** Extra data for the job of the waiting step the action moves to. */
  jobData?: Omit<ResolveStepData, 'applicationId'>;
}

export type StepActionResult = { step: ServerStep } | { status: 403 | 404 | 409; message: string };

export interface StepActionOptions {
  /**
   * Signers may take this action too (cancelling in the rescission period: one owner's cancellation counts for all).
   * Otherwise the application's own steps are the applicant's; signers act in their own area (spec 000 §6).
   */
  signersMay?: boolean;
}

/** The 403 message for a signer asking for the applicant's action; undefined when the caller may act. */
export function refuseSigner(
  access: { primaryIdentityId: string },
  session: RequestSession,
  options: StepActionOptions = {},
): string | undefined {
  return access.primaryIdentityId !== session.identityId && !options.signersMay ? APPLICANT_ONLY : undefined;
}

/**
 * A borrower action that moves the workflow: the access rule (404), the step it is allowed from (409 otherwise),
 * then its writes, the transition with its audit row, and the job of a waiting step, all in one transaction.
 */
export async function runStepAction(
  services: ApplicationServices,
  session: RequestSession,
  applicationUuid: string,
  plan: (
    current: ServerStep,
    applicationId: string,
  ) => Promise<StepActionPlan | undefined> | StepActionPlan | undefined,
  options: StepActionOptions = {},
): Promise<StepActionResult> {
  const access = await findAccessibleApplication(services.db, session, applicationUuid);
  if (!access) return { status: 404, message: 'Not found' };
  const refused = refuseSigner(access, session, options);
  if (refused) return { status: 403, message: refused };
  const current = access.serverStep as ServerStep;
  const chosen = await plan(current, access.id);
  if (!chosen) return { status: 409, message: NOT_AT_THIS_STEP };
  try {
    await services.db.transaction(async (tx) => {
      await chosen.write?.(tx);
      await transition(tx, services.clock, {
        applicationId: access.id,
        from: current,
        to: chosen.to,
        actor: { type: 'BORROWER', id: session.identityId },
        changes: chosen.changes,
      });
      if (isResolvable(chosen.to)) {
        await enqueueResolveStep(services.jobs, access.id, chosen.to, tx, chosen.jobData);
      }
    });
  } catch (error) {
    // A concurrent request moved the application first: same answer as arriving late.
    if (error instanceof StaleStepError || error instanceof IllegalTransitionError) {
      return { status: 409, message: NOT_AT_THIS_STEP };
    }
    throw error;
  }
  return { step: chosen.to };
}
