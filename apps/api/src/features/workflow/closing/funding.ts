import { recordAudit } from '../../audit/audit-log.ts';
import type { WorkflowDeps } from '../jobs/workflow-deps.ts';
import { transition } from '../steps/transition-service.ts';
import { CLOSING_JOBS, sendClosingJob } from './closing-job-names.ts';
import { CLOSING_ACTOR, loadClosingState } from './closing-state.ts';
import { saveClosing } from './closing-repository.ts';

/**
 * FUNDABLE → FUNDING_DECISION, and the decision's own run queued. A line without proof of insurance stays FUNDABLE
 * (spec 000 "finish" needs insurance complete); confirming it queues this job again. False when not FUNDABLE.
 */
export async function releaseForFunding(deps: WorkflowDeps, applicationId: string): Promise<boolean> {
  const state = await loadClosingState(deps.db, applicationId);
  if (state?.application.serverStep !== 'FUNDABLE') return false;
  if (!state.application.insuranceComplete) return true;
  await deps.db.transaction(async (tx) => {
    await transition(tx, deps.clock, {
      applicationId,
      from: 'FUNDABLE',
      to: 'FUNDING_DECISION',
      actor: CLOSING_ACTOR,
    });
    await sendClosingJob(deps.queue, CLOSING_JOBS.funding, applicationId, 'FUNDING_DECISION', tx);
  });
  return true;
}

/**
 * The funding decision: the rescission period is over and not cancelled (the step says so), so the sandbox
 * disburses the draw at once and the application is COMPLETE with its funding reference.
 */
export async function fundingDecision(deps: WorkflowDeps, applicationId: string): Promise<void> {
  const state = await loadClosingState(deps.db, applicationId);
  if (state?.application.serverStep !== 'FUNDING_DECISION') return;
  const now = deps.clock.now();
  const reference = `FUND-${state.application.loanNumber}`;
  await deps.db.transaction(async (tx) => {
    await recordAudit(tx, deps.clock, {
      applicationId,
      actor: CLOSING_ACTOR,
      action: 'funding.disbursed',
      after: { reference, amount: state.application.amount },
    });
    await saveClosing(tx, applicationId, { fundedAt: now, fundingReference: reference }, now);
    await transition(tx, deps.clock, {
      applicationId,
      from: 'FUNDING_DECISION',
      to: 'COMPLETE',
      actor: CLOSING_ACTOR,
    });
  });
}
