import type { ServerStep } from '@lintel/domain/server-steps/server-step';
import { loadApplication } from '../../applications/application-repository.ts';
import type { Executor } from '../../../platform/db/db-executor.ts';
import { recordAudit, type Actor } from '../../audit/audit-log.ts';
import { isServerStep } from '../steps/server-steps.ts';
import { StaleStepError, transition } from '../steps/transition-service.ts';
import type { JobQueue } from '../../../platform/jobs/job-queue.ts';
import { replaceOffers } from './offers-writer.ts';
import type { ResolveStepData, WorkflowDeps } from './workflow-deps.ts';
import { RESOLVERS } from '../steps/step-registry.ts';

export const RESOLVE_STEP_JOB = 'workflow.resolve-step';
const ACTOR: Actor = { type: 'JOB', id: RESOLVE_STEP_JOB };

/** The waiting steps a job resolves (each step module declares its own); the browser polls the status meanwhile. */
export const RESOLVABLE_STEPS: readonly ServerStep[] = [...RESOLVERS.keys()];

export function isResolvable(step: ServerStep): boolean {
  return RESOLVERS.has(step);
}

/**
 * Queues the job that moves an application out of its waiting step; one per application and step at a time (the
 * step is in the key so a running job can queue the next step's job).
 */
export function enqueueResolveStep(
  queue: JobQueue,
  applicationId: string,
  step: ServerStep,
  tx?: Executor,
  extra: Omit<ResolveStepData, 'applicationId'> = {},
): Promise<string | null> {
  return queue.send<ResolveStepData>(
    RESOLVE_STEP_JOB,
    { applicationId, ...extra },
    { singletonKey: `${applicationId}:${step}`, retryLimit: 5, retryDelay: 2, retryBackoff: true },
    tx,
  );
}

/**
 * One run: provider calls outside any transaction (PGlite serialises them), then every write in ONE transaction,
 * so a failure leaves the application exactly as it was and the retry starts clean. A re-run after the step already
 * moved (crash between commit and job completion) finds nothing to do.
 */
export async function resolveStep(deps: WorkflowDeps, data: ResolveStepData): Promise<void> {
  const { applicationId } = data;
  const aggregate = await loadApplication(deps.db, applicationId);
  if (!aggregate) return;
  const step = aggregate.application.serverStep;
  const resolver = isServerStep(step) ? RESOLVERS.get(step) : undefined;
  if (!resolver || !isServerStep(step)) return;
  const outcome = await resolver(deps, aggregate, data);
  try {
    await deps.db.transaction(async (tx) => {
      for (const audit of outcome.audits)
        await recordAudit(tx, deps.clock, { ...audit, applicationId, actor: ACTOR });
      if (outcome.offers) await replaceOffers(tx, applicationId, outcome.offers, deps.clock.now());
      await transition(tx, deps.clock, {
        applicationId,
        from: step,
        to: outcome.to,
        actor: ACTOR,
        changes: outcome.changes,
      });
      if (isResolvable(outcome.to)) await enqueueResolveStep(deps.queue, applicationId, outcome.to, tx);
    });
  } catch (error) {
    if (error instanceof StaleStepError) return;
    throw error;
  }
}

export function registerWorkflowJobs(deps: WorkflowDeps): void {
  deps.queue.work<ResolveStepData>(RESOLVE_STEP_JOB, (job) => resolveStep(deps, job.data));
}
