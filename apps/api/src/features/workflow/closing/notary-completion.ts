import { NotReadyError } from '../jobs/step-outcome.ts';
import type { WorkflowDeps } from '../jobs/workflow-deps.ts';
import type { StepJobOutcome } from '../steps/step-module.ts';
import { CLOSING_JOBS, sendClosingJob } from './closing-job-names.ts';
import { loadClosingState } from './closing-state.ts';
import { saveClosing } from './closing-repository.ts';
import { rescissionEndsAt } from './rescission-deadline.ts';

/**
 * After the notary session's end: the notary platform confirms the deed was signed and notarised, the rescission
 * period starts (checklist RESCISSION) and its end is queued.
 */
export async function notarySessionEnd(
  deps: WorkflowDeps,
  applicationId: string,
): Promise<StepJobOutcome | undefined> {
  const state = await loadClosingState(deps.db, applicationId);
  const step = state?.application.serverStep;
  if (!state?.closing || (step !== 'DEED_SIGNING' && step !== 'MANUAL_DEED_SIGNING')) return undefined;
  const { notarySessionId, notaryEndsAt, notaryKind } = state.closing;
  if (!notarySessionId || !notaryEndsAt)
    throw new Error(`Application ${applicationId} has no notary session`);
  const now = deps.clock.now();
  const status = await deps.providers.notary.sessionStatus({
    sessionId: notarySessionId,
    end: notaryEndsAt,
    at: now,
  });
  if (status !== 'COMPLETED') throw new NotReadyError('The notary session');
  const endsAt = rescissionEndsAt(now);
  return {
    from: step,
    to: 'RESCISSION',
    changes: {
      checklistStatus: 'RESCISSION',
      ...(notaryKind === 'MANUAL' ? { manualDeedSigningComplete: true } : {}),
    },
    audits: [{ action: 'provider.notary.session-status', after: { sessionId: notarySessionId, status } }],
    write: async (tx) => {
      await saveClosing(tx, applicationId, { deedSignedAt: now, rescissionEndsAt: endsAt }, now);
      await sendClosingJob(deps.queue, CLOSING_JOBS.rescission, applicationId, 'RESCISSION', tx, endsAt);
    },
  };
}
