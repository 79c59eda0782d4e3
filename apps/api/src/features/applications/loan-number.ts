import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/db-executor.ts';

/**
 * `HL` + yymmdd + a number from `loan_number_seq` (at least six digits): readable on the phone, sortable by day, and
 * unique because the sequence never hands out a number twice, even across concurrent transactions.
 */
export async function newLoanNumber(db: Executor, now: Date): Promise<string> {
  const day = now.toISOString().slice(2, 10).replaceAll('-', '');
  const result = await db.execute(sql`select nextval('loan_number_seq')::text as next`);
  // Both drivers answer `{ rows }` (pg's QueryResult, PGlite's Results).
  const next = (result as unknown as { rows: { next: string }[] }).rows[0]?.next;
  if (next === undefined) throw new Error('loan_number_seq returned no value');
  return `HL${day}${next.padStart(6, '0')}`;
}
