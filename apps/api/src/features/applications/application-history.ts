import { parseServerStep, type ServerStep } from '@lintel/domain/server-steps/server-step';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../platform/db/db-executor.ts';
import { auditEvents } from '../audit/audit-tables.ts';

/** The audit rows an application's view is built from besides its own columns (decisions 172 and 173). */
const HISTORY_ACTIONS = [
  'step.transition',
  'provider.credit-bureau.pull',
  'provider.property-data.lookup',
  'provider.valuation.avm',
  'provider.valuation.bpo-status',
  'decision.valuation-path',
] as const;

export interface HistoryRow {
  action: string;
  after: unknown;
  createdAt: Date;
}

/**
 * What happened to an application, oldest first: its moves (every `transition` writes one in the same transaction)
 * and what the third parties answered about the borrower and the home. One indexed query.
 */
export async function applicationHistory(db: Executor, applicationId: string): Promise<HistoryRow[]> {
  return db
    .select({ action: auditEvents.action, after: auditEvents.after, createdAt: auditEvents.createdAt })
    .from(auditEvents)
    .where(
      and(eq(auditEvents.applicationId, applicationId), inArray(auditEvents.action, [...HISTORY_ACTIONS])),
    )
    .orderBy(asc(auditEvents.createdAt));
}

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

/** The steps the application has been in, oldest first. */
export function visitedSteps(history: readonly HistoryRow[]): ServerStep[] {
  return history.flatMap((row) => {
    const step = record(row.after).serverStep;
    return row.action === 'step.transition' && typeof step === 'string' ? [parseServerStep(step)] : [];
  });
}

/** The `after` of the latest row of `action` that satisfies `when`, with its time. */
export function latest(
  history: readonly HistoryRow[],
  action: string,
  when: (after: Record<string, unknown>) => boolean = () => true,
): { after: Record<string, unknown>; at: Date } | undefined {
  for (let i = history.length - 1; i >= 0; i -= 1) {
    const row = history[i];
    if (row?.action === action && when(record(row.after)))
      return { after: record(row.after), at: row.createdAt };
  }
  return undefined;
}
