import type { ApiErrorItem } from '@lintel/domain/api/api-error';
import type { Endpoint } from '@lintel/domain/api/endpoint';
import type { ServerStep } from '@lintel/domain/server-steps/server-step';
import { and, eq } from 'drizzle-orm';
import type { EndpointRequest } from '../../../platform/http/endpoint-route.ts';
import type { Transaction } from '../../../platform/db/db-executor.ts';
import { accessOf } from '../../applications/application-guard.ts';
import { loadApplication } from '../../applications/application-repository.ts';
import { applications } from '../../applications/tables/application-table.ts';
import { recordAudit, type Actor } from '../../audit/audit-log.ts';
import { sessionOf } from '../../identity/require-session.ts';
import { enqueueResolveStep, isResolvable } from '../jobs/resolve-step-job.ts';
import type { WorkflowDeps } from '../jobs/workflow-deps.ts';
import {
  ActionRejected,
  NOT_AT_THIS_STEP,
  type ActionPlan,
  type LoadedActionContext,
  type PlanResult,
  type StepAction,
} from './step-module.ts';
import {
  IllegalTransitionError,
  StaleStepError,
  transition,
  type ApplicationChanges,
} from './transition-service.ts';

/** An action taken (the step it led to, and anything more it answers), or refused with a status and `errors`. */
export type ActionOutcome =
  | { ok: true; answer: { step: ServerStep } & Record<string, unknown> }
  | { ok: false; status: number; errors: ApiErrorItem[] };

const refused = (status: number, errors: ApiErrorItem[]): ActionOutcome => ({ ok: false, status, errors });
const notAtThisStep = () => refused(409, [{ message: NOT_AT_THIS_STEP }]);

class StayedStale extends Error {}

/**
 * The one runner of every borrower action (decision 162). Before it, Fastify validated the input (400) and the
 * endpoint's guard let the caller through (404 to outsiders, 403 to a signer unless the caller is `party`). Then:
 * the action's screen of the raw input (an upload's 413 / 415), the step check (409), the application loaded for
 * plans that read it, the plan (it may call providers, no transaction is open: undefined is a 409, errors or
 * `ActionRejected` a 400), and in ONE transaction its writes, its audit rows, the move (with its audit row and
 * notification) or the stay, and the job of the waiting step it moved to. A concurrent request that moved the
 * application first gets the same 409 as arriving late.
 */
export async function runStepAction(
  deps: WorkflowDeps,
  action: StepAction,
  input: EndpointRequest<Endpoint>,
): Promise<ActionOutcome> {
  const access = accessOf(input.request);
  const screened = await action.screen?.(input.request);
  if (screened) return refused(screened.status, screened.errors);
  const current = access.serverStep as ServerStep;
  if (!action.from.includes(current)) return notAtThisStep();
  const aggregate = action.loadsAggregate ? await loadApplication(deps.db, access.id) : undefined;
  if (action.loadsAggregate && !aggregate) return refused(404, [{ message: 'Not found' }]);
  const actor: Actor = { type: 'BORROWER', id: sessionOf(input.request).identityId };
  const context = {
    deps,
    current,
    applicationId: access.id,
    actor,
    params: input.params,
    query: input.query,
    body: input.body,
    request: input.request,
    aggregate,
  } as LoadedActionContext;
  let chosen: PlanResult;
  try {
    chosen = await action.plan(context);
  } catch (error) {
    if (!(error instanceof ActionRejected)) throw error;
    return refused(error.status, [
      error.field ? { message: error.message, field: error.field } : { message: error.message },
    ]);
  }
  if (!chosen) return notAtThisStep();
  if (Array.isArray(chosen)) return refused(400, chosen);
  const to = chosen.to ?? current;
  try {
    await commit(deps, access.id, current, actor, chosen, to);
  } catch (error) {
    await chosen.undo?.().catch((undoError: unknown) => {
      input.request.log.error({ err: undoError }, 'could not undo an action whose transaction failed');
    });
    if (
      error instanceof StaleStepError ||
      error instanceof IllegalTransitionError ||
      error instanceof StayedStale
    )
      return notAtThisStep();
    throw error;
  }
  return { ok: true, answer: { step: to, ...chosen.answer } };
}

async function commit(
  deps: WorkflowDeps,
  applicationId: string,
  current: ServerStep,
  actor: Actor,
  plan: ActionPlan,
  to: ServerStep,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await plan.write?.(tx);
    for (const audit of plan.audits ?? [])
      await recordAudit(tx, deps.clock, { ...audit, applicationId, actor });
    if (to === current) {
      await stay(tx, deps, applicationId, current, actor, plan.changes);
      return;
    }
    await transition(tx, deps.clock, { applicationId, from: current, to, actor, changes: plan.changes });
    if (isResolvable(to)) await enqueueResolveStep(deps.queue, applicationId, to, tx);
  });
}

/** Writes the changes of an action that keeps the step, only if the step is still the one checked. */
async function stay(
  tx: Transaction,
  deps: WorkflowDeps,
  applicationId: string,
  current: ServerStep,
  actor: Actor,
  changes: ApplicationChanges | undefined,
): Promise<void> {
  const updated = await tx
    .update(applications)
    .set({ ...changes, updatedAt: deps.clock.now() })
    .where(and(eq(applications.id, applicationId), eq(applications.serverStep, current)))
    .returning({ id: applications.id });
  if (updated.length === 0) throw new StayedStale();
  if (changes && Object.keys(changes).length > 0)
    await recordAudit(tx, deps.clock, {
      applicationId,
      actor,
      action: 'application.updated',
      after: changes,
    });
}
