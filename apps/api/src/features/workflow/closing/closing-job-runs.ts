import { runStepJob } from '../jobs/step-jobs.ts';
import type { WorkflowDeps } from '../jobs/workflow-deps.ts';
import type { StepJob } from '../steps/step-module.ts';
import { STEP_JOBS } from '../steps/step-registry.ts';
import { CLOSING_JOBS } from './closing-job-names.ts';
import { loadClosingState } from './closing-state.ts';

// The closing chain's jobs run at once, outside the queue: what a retry, a restarted worker or an operator does.
// Each does nothing unless the application is at the step the job is for.

function closingJob(name: string): StepJob {
  const job = STEP_JOBS.get(name);
  if (!job) throw new Error(`No step module declares the job ${name}`);
  return job;
}

/** The rescission period's end: RESCISSION -> FUNDABLE once the deadline has passed. */
export async function rescissionEnded(deps: WorkflowDeps, applicationId: string): Promise<void> {
  await runStepJob(deps, closingJob(CLOSING_JOBS.rescission), applicationId);
}

/** The funding job at FUNDABLE: moves on when insurance is complete, holds otherwise; false when not FUNDABLE. */
export async function releaseForFunding(deps: WorkflowDeps, applicationId: string): Promise<boolean> {
  const state = await loadClosingState(deps.db, applicationId);
  if (state?.application.serverStep !== 'FUNDABLE') return false;
  await runStepJob(deps, closingJob(CLOSING_JOBS.funding), applicationId);
  return true;
}

/** The funding job at FUNDING_DECISION: the draw is disbursed and the application COMPLETE. */
export async function fundingDecision(deps: WorkflowDeps, applicationId: string): Promise<void> {
  const state = await loadClosingState(deps.db, applicationId);
  if (state?.application.serverStep !== 'FUNDING_DECISION') return;
  await runStepJob(deps, closingJob(CLOSING_JOBS.funding), applicationId);
}
