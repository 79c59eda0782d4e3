import { NotReadyError } from '../jobs/step-outcome.ts';
import type { WorkflowDeps } from '../jobs/workflow-deps.ts';
import type { StepJobOutcome } from '../steps/step-module.ts';
import { CLOSING_JOBS, sendClosingJob } from './closing-job-names.ts';
import { loadClosingState } from './closing-state.ts';

/**
 * The right to cancel has lapsed on the app clock: the mortgage goes for recording (checklist RECORDING, spec 000)
 * and the recording job is queued; the line is fundable once it is recorded (recording.ts).
 */
export async function rescissionEnd(
  deps: WorkflowDeps,
  applicationId: string,
): Promise<StepJobOutcome | undefined> {
  const state = await loadClosingState(deps.db, applicationId);
  if (state?.application.serverStep !== 'RESCISSION') return undefined;
  const endsAt = state.closing?.rescissionEndsAt;
  if (!endsAt) throw new Error(`Application ${applicationId} has no rescission deadline`);
  // Never early: a clock behind the queue's (or a job run by hand) waits for the deadline itself.
  if (deps.clock.now().getTime() < endsAt.getTime()) throw new NotReadyError('The rescission period');
  return {
    from: 'RESCISSION',
    to: 'RECORDING',
    changes: { checklistStatus: 'RECORDING' },
    write: async (tx) => {
      await sendClosingJob(deps.queue, CLOSING_JOBS.recording, applicationId, 'RECORDING', tx);
    },
  };
}
