import type { WorkflowDeps } from '../jobs/workflow-deps.ts';
import { StaleStepError } from '../steps/transition-service.ts';
import { CLOSING_JOBS, type ClosingJobData } from './closing-job-names.ts';
import { fundingDecision, releaseForFunding } from './funding.ts';
import { notarySessionEnded } from './notary-completion.ts';
import { rescissionEnded } from './rescission-end.ts';

type Handler = (deps: WorkflowDeps, applicationId: string) => Promise<void>;

function ignoringStale(handler: Handler): Handler {
  return async (deps, applicationId) => {
    try {
      await handler(deps, applicationId);
    } catch (error) {
      if (error instanceof StaleStepError) return;
      throw error;
    }
  };
}

const HANDLERS: Record<string, Handler> = {
  [CLOSING_JOBS.notarySession]: notarySessionEnded,
  [CLOSING_JOBS.rescission]: rescissionEnded,
  [CLOSING_JOBS.funding]: async (deps, applicationId) => {
    if (!(await releaseForFunding(deps, applicationId))) await fundingDecision(deps, applicationId);
  },
};

export function registerClosingJobs(deps: WorkflowDeps): void {
  for (const [name, handler] of Object.entries(HANDLERS)) {
    const run = ignoringStale(handler);
    deps.queue.work<ClosingJobData>(name, (job) => run(deps, job.data.applicationId));
  }
}
