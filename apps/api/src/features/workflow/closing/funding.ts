import type { WorkflowDeps } from '../jobs/workflow-deps.ts';
import type { StepJobOutcome } from '../steps/step-module.ts';
import { CLOSING_JOBS, sendClosingJob } from './closing-job-names.ts';
import { loadClosingState, type ClosingState } from './closing-state.ts';
import { saveClosing } from './closing-repository.ts';

/**
 * FUNDABLE → FUNDING_DECISION, and the decision's own run queued. A line without proof of insurance stays FUNDABLE
 * (spec 000 "finish" needs insurance complete): nothing to do, and confirming it queues the job again.
 */
export function fundingRelease(
  deps: WorkflowDeps,
  { application }: ClosingState,
): StepJobOutcome | undefined {
  if (!application.insuranceComplete) return undefined;
  return {
    from: 'FUNDABLE',
    to: 'FUNDING_DECISION',
    write: async (tx) => {
      await sendClosingJob(deps.queue, CLOSING_JOBS.funding, application.id, 'FUNDING_DECISION', tx);
    },
  };
}

/**
 * The funding decision: the rescission period is over and not cancelled (the step says so), so the sandbox
 * disburses the draw at once and the application is COMPLETE with its funding reference.
 */
export function fundingDecisionOutcome(deps: WorkflowDeps, { application }: ClosingState): StepJobOutcome {
  const now = deps.clock.now();
  const reference = `FUND-${application.loanNumber}`;
  return {
    from: 'FUNDING_DECISION',
    to: 'COMPLETE',
    audits: [{ action: 'funding.disbursed', after: { reference, amount: application.amount } }],
    write: (tx) => saveClosing(tx, application.id, { fundedAt: now, fundingReference: reference }, now),
  };
}

/** The funding job, queued at FUNDABLE and again at FUNDING_DECISION; at any other step it does nothing. */
export async function fundingJob(
  deps: WorkflowDeps,
  applicationId: string,
): Promise<StepJobOutcome | undefined> {
  const state = await loadClosingState(deps.db, applicationId);
  if (state?.application.serverStep === 'FUNDABLE') return fundingRelease(deps, state);
  if (state?.application.serverStep === 'FUNDING_DECISION') return fundingDecisionOutcome(deps, state);
  return undefined;
}
