import { and, desc, eq } from 'drizzle-orm';
import { recordAudit } from '../../audit/audit-log.ts';
import type { Executor } from '../../../platform/db/db-executor.ts';
import { auditEvents } from '../../audit/audit-tables.ts';
import type { Clock } from '../../../platform/clock.ts';

export const BPO_ORDER_ACTION = 'provider.valuation.bpo-order';

/**
 * The vendor's order id lives in the provider-call row of the append-only audit trail: it is written once when the
 * order is placed and never changes, so it needs no column of its own (decision 104).
 */
export async function recordedBpoOrderId(db: Executor, applicationId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ after: auditEvents.after })
    .from(auditEvents)
    .where(and(eq(auditEvents.applicationId, applicationId), eq(auditEvents.action, BPO_ORDER_ACTION)))
    .orderBy(desc(auditEvents.createdAt))
    .limit(1);
  const orderId = (row?.after as { orderId?: unknown } | null | undefined)?.orderId;
  return typeof orderId === 'string' ? orderId : undefined;
}

export async function recordBpoOrder(
  db: Executor,
  clock: Clock,
  applicationId: string,
  order: { orderId: string; cost: number },
): Promise<void> {
  await recordAudit(db, clock, {
    applicationId,
    actor: { type: 'JOB', id: 'workflow.resolve-step' },
    action: BPO_ORDER_ACTION,
    after: order,
  });
}
