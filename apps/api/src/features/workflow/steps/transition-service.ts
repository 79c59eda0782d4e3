import { eq } from 'drizzle-orm';
import type { Actor } from '../../audit/audit-log.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import type { Database } from '../../../platform/db/database.ts';
import { applications } from '../../applications/tables/application-table.ts';
import type { Transaction } from '../../../platform/db/db-executor.ts';
import type { Clock } from '../../../platform/clock.ts';
import { isServerStep, type ServerStep } from './server-steps.ts';
import { notifyStepChange } from '../notifications/transition-notifications.ts';
import { canTransition } from './transitions.ts';

export class IllegalTransitionError extends Error {
  constructor(
    readonly from: string,
    readonly to: ServerStep,
  ) {
    super(`Illegal server-step transition ${from} -> ${to}`);
    this.name = 'IllegalTransitionError';
  }
}

/** The application is no longer in the step the caller resolved (another worker or request got there first). */
export class StaleStepError extends Error {
  constructor(
    readonly expected: ServerStep,
    readonly actual: string,
  ) {
    super(`Application is in ${actual}, not ${expected}`);
    this.name = 'StaleStepError';
  }
}

export type ApplicationChanges = Partial<
  Omit<typeof applications.$inferInsert, 'id' | 'serverStep' | 'createdAt'>
>;

export interface TransitionRequest {
  applicationId: string;
  to: ServerStep;
  actor: Actor;
  /** Refuse unless the application is still in this step (makes a re-run job a no-op instead of a double move). */
  from?: ServerStep | undefined;
  /** Column changes that belong to the move (decision, flags); written and audited with it. */
  changes?: ApplicationChanges | undefined;
}

/**
 * Moves an application to another server step if the transition table allows it, and writes the audit row in the
 * same transaction: either both happen or neither. Pass `tx` to join a larger unit of work (a job's writes).
 */
export async function transition(
  db: Database | Transaction,
  clock: Clock,
  request: TransitionRequest,
): Promise<{ from: ServerStep; to: ServerStep }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(applications)
      .where(eq(applications.id, request.applicationId))
      .for('update');
    if (!row) throw new Error(`Application ${request.applicationId} not found`);
    const current = row.serverStep;
    if (request.from && current !== request.from) throw new StaleStepError(request.from, current);
    if (!isServerStep(current) || !canTransition(current, request.to)) {
      throw new IllegalTransitionError(current, request.to);
    }
    const changes = request.changes ?? {};
    const before: Record<string, unknown> = { serverStep: current };
    for (const key of Object.keys(changes)) before[key] = row[key as keyof typeof row];
    await tx
      .update(applications)
      .set({ ...changes, serverStep: request.to, updatedAt: clock.now() })
      .where(eq(applications.id, request.applicationId));
    await recordAudit(tx, clock, {
      applicationId: request.applicationId,
      actor: request.actor,
      action: 'step.transition',
      before,
      after: { ...changes, serverStep: request.to },
    });
    // Same transaction as the move: a notification exists only for a step change that committed (decision 119).
    await notifyStepChange(tx, clock, {
      applicationId: request.applicationId,
      primaryIdentityId: row.primaryIdentityId,
      to: request.to,
      from: current,
    });
    return { from: current, to: request.to };
  });
}
