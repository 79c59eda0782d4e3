import type { ApiErrorItem } from '@lintel/domain/api/api-error';
import type { ServerStep } from '@lintel/domain/server-steps/server-step';
import { and, eq } from 'drizzle-orm';
import { findAccessibleApplication } from '../../applications/application-access.ts';
import { loadApplication, type ApplicationAggregate } from '../../applications/application-repository.ts';
import type { Transaction } from '../../../platform/db/db-executor.ts';
import { NOT_AT_THIS_STEP, refuseSigner } from '../steps/step-action.ts';
import { recordAudit, type Actor } from '../../audit/audit-log.ts';
import { applications } from '../../applications/tables/application-table.ts';
import type { RequestSession } from '../../identity/session-service.ts';
import { enqueueResolveStep, isResolvable } from '../jobs/resolve-step-job.ts';
import {
  IllegalTransitionError,
  StaleStepError,
  transition,
  type ApplicationChanges,
} from '../steps/transition-service.ts';
import type { AfterOfferDeps } from './after-offer-deps.ts';

export interface ActionContext {
  current: ServerStep;
  aggregate: ApplicationAggregate;
  actor: Actor;
}

/** What an action decided: move to `to`, or stay (`to` absent) and only write. */
export interface ActionPlan {
  to?: ServerStep | undefined;
  changes?: ApplicationChanges | undefined;
  write?: (tx: Transaction) => Promise<void>;
  /** Provider calls and data the action recorded (masked by the audit writer). */
  audits?: { action: string; before?: unknown; after?: unknown }[];
  /** More of the answer than `{ step }` (e.g. the verification outcome), sent as is. */
  answer?: Record<string, unknown>;
}

export type ActionOutcome =
  | { ok: true; step: ServerStep; answer: Record<string, unknown> }
  | { ok: false; status: 400 | 403 | 404 | 409; errors: ApiErrorItem[] };

class StayedStale extends Error {}

/**
 * An after-offer borrower action (decision 110): 404 unless the caller may see the application, 403 to a signer, 409
 * unless it is at one of `steps`; then `plan` (which may call providers: no transaction is open) decides, and its
 * writes, audit rows, the move and the job of a waiting step commit together. An action may also stay at its step (a failed
 * identity check, a paystub still missing), which `runStepAction` cannot express.
 */
export async function runAfterOfferAction(
  deps: AfterOfferDeps,
  session: RequestSession,
  applicationUuid: string,
  steps: readonly ServerStep[],
  plan: (context: ActionContext) => Promise<ActionPlan | ApiErrorItem[]> | ActionPlan | ApiErrorItem[],
): Promise<ActionOutcome> {
  const access = await findAccessibleApplication(deps.db, session, applicationUuid);
  if (!access) return { ok: false, status: 404, errors: [{ message: 'Not found' }] };
  const refused = refuseSigner(access, session);
  if (refused) return { ok: false, status: 403, errors: [{ message: refused }] };
  const current = access.serverStep as ServerStep;
  if (!steps.includes(current)) return { ok: false, status: 409, errors: [{ message: NOT_AT_THIS_STEP }] };
  const aggregate = await loadApplication(deps.db, access.id);
  if (!aggregate) return { ok: false, status: 404, errors: [{ message: 'Not found' }] };
  const actor: Actor = { type: 'BORROWER', id: session.identityId };
  const chosen = await plan({ current, aggregate, actor });
  if (Array.isArray(chosen)) return { ok: false, status: 400, errors: chosen };
  const to = chosen.to ?? current;
  try {
    await deps.db.transaction(async (tx) => {
      await chosen.write?.(tx);
      for (const audit of chosen.audits ?? [])
        await recordAudit(tx, deps.clock, { ...audit, applicationId: access.id, actor });
      if (to !== current) {
        await transition(tx, deps.clock, {
          applicationId: access.id,
          from: current,
          to,
          actor,
          changes: chosen.changes,
        });
        if (isResolvable(to)) await enqueueResolveStep(deps.jobs, access.id, to, tx);
      } else {
        await stay(tx, deps, access.id, current, actor, chosen.changes);
      }
    });
  } catch (error) {
    if (
      error instanceof StaleStepError ||
      error instanceof IllegalTransitionError ||
      error instanceof StayedStale
    )
      return { ok: false, status: 409, errors: [{ message: NOT_AT_THIS_STEP }] };
    throw error;
  }
  return { ok: true, step: to, answer: chosen.answer ?? {} };
}

/** Writes the flag changes of an action that keeps the step, only if the step is still the one checked. */
async function stay(
  tx: Transaction,
  deps: AfterOfferDeps,
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
