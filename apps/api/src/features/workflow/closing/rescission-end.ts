import type { WorkflowDeps } from '../jobs/workflow-deps.ts';
import { NotReadyError } from '../jobs/step-outcome.ts';
import { transition } from '../steps/transition-service.ts';
import { CLOSING_JOBS, sendClosingJob } from './closing-job-names.ts';
import { CLOSING_ACTOR, loadClosingState } from './closing-state.ts';

/** The right to cancel has lapsed on the app clock: the line becomes fundable and the funding job is queued. */
export async function rescissionEnded(deps: WorkflowDeps, applicationId: string): Promise<void> {
  const state = await loadClosingState(deps.db, applicationId);
  if (state?.application.serverStep !== 'RESCISSION') return;
  const endsAt = state.closing?.rescissionEndsAt;
  if (!endsAt) throw new Error(`Application ${applicationId} has no rescission deadline`);
  // Never early: a clock behind the queue's (or a job run by hand) waits for the deadline itself.
  if (deps.clock.now().getTime() < endsAt.getTime()) throw new NotReadyError('The rescission period');
  await deps.db.transaction(async (tx) => {
    await transition(tx, deps.clock, {
      applicationId,
      from: 'RESCISSION',
      to: 'FUNDABLE',
      actor: CLOSING_ACTOR,
      changes: { checklistStatus: 'FUNDABLE' },
    });
    await sendClosingJob(deps.queue, CLOSING_JOBS.funding, applicationId, 'FUNDABLE', tx);
  });
}
