import type { ClosingJobData } from '../closing/closing-job-names.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import type { StepJob } from '../steps/step-module.ts';
import { STEP_JOBS } from '../steps/step-registry.ts';
import { StaleStepError, transition } from '../steps/transition-service.ts';
import type { WorkflowDeps } from './workflow-deps.ts';
import { applicationClock } from '../closing/sandbox-clock-offset.ts';
import { enqueueResolveStep, isResolvable } from './resolve-step-job.ts';

/**
 * One run of a module's timed job (decision 118): the job reads and decides outside any transaction, then its audit
 * rows, its writes and the move commit together. Nothing to do (moved on, a second run) or a move gone stale
 * meanwhile (a cancellation got there first) leaves everything as it was. Answers whether it moved.
 */
export async function runStepJob(
  workflow: WorkflowDeps,
  job: StepJob,
  applicationId: string,
): Promise<boolean> {
  // Every run, the queue's or the sandbox clock's, decides on the application's own clock (decision 209): a job the
  // queue picks up while the sandbox clock is moving must not stamp a real-time date between shifted ones.
  const deps = { ...workflow, clock: await applicationClock(workflow, applicationId) };
  const outcome = await job.run(deps, applicationId);
  if (!outcome) return false;
  try {
    await deps.db.transaction(async (tx) => {
      for (const audit of outcome.audits ?? [])
        await recordAudit(tx, deps.clock, { ...audit, applicationId, actor: job.actor });
      await outcome.write?.(tx);
      await transition(tx, deps.clock, {
        applicationId,
        from: outcome.from,
        to: outcome.to,
        actor: job.actor,
        changes: outcome.changes,
      });
      // A move into a waiting step (e.g. the title after the bank's review) queues that step's own job.
      if (isResolvable(outcome.to)) await enqueueResolveStep(deps.queue, applicationId, outcome.to, tx);
    });
  } catch (error) {
    if (error instanceof StaleStepError) return false;
    throw error;
  }
  return true;
}

/** Every step module's timed job on the queue: the notary session's end, the rescission period's end, funding. */
export function registerStepJobs(deps: WorkflowDeps): void {
  for (const job of STEP_JOBS.values())
    deps.queue.work<ClosingJobData>(job.name, async ({ data }) => {
      await runStepJob(deps, job, data.applicationId);
    });
}
