import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';

export interface CounterHit {
  /** Hits in the current window, this one included. */
  hits: number;
  /** When the window ends and the count starts again. */
  resetsAt: Date;
}

type Executor = Pick<Database, 'execute'>;

/**
 * Counts one hit on `key` in a fixed window of `windowMs`, atomically in PostgreSQL, so that every process of the
 * portal counts the same hits (issue 28). A window that has passed starts again at this hit.
 */
export function hitCounter(db: Executor, key: string, windowMs: number, now: Date): Promise<CounterHit> {
  return addToCounter(db, key, 1, windowMs, now);
}

/**
 * Adds `amount` to `key` (hitCounter's one hit, or an upload's kilobytes), atomically in PostgreSQL: `hits` is then
 * the window's sum. The column is a 32-bit integer, so amounts are kept small (kilobytes, not bytes).
 */
export async function addToCounter(
  db: Executor,
  key: string,
  amount: number,
  windowMs: number,
  now: Date,
): Promise<CounterHit> {
  const resetsAt = new Date(now.getTime() + windowMs);
  const result = await db.execute(sql`
    insert into rate_limit_counters as c (key, hits, resets_at) values (${key}, ${amount}, ${resetsAt.toISOString()})
    on conflict (key) do update set
      hits = case when c.resets_at <= ${now.toISOString()} then ${amount} else c.hits + ${amount} end,
      resets_at = case when c.resets_at <= ${now.toISOString()} then excluded.resets_at else c.resets_at end
    returning hits, resets_at`);
  const row = (result as unknown as { rows: { hits: number; resets_at: string | Date }[] }).rows[0];
  if (!row) throw new Error('rate_limit_counters: the upsert returned no row');
  return { hits: Number(row.hits), resetsAt: new Date(row.resets_at) };
}

/** Hits on `key` in its current window without counting one (0 when none or the window has passed). */
export async function readCounter(db: Executor, key: string, now: Date): Promise<CounterHit> {
  const result = await db.execute(
    sql`select hits, resets_at from rate_limit_counters where key = ${key} and resets_at > ${now.toISOString()}`,
  );
  const row = (result as unknown as { rows: { hits: number; resets_at: string | Date }[] }).rows[0];
  return row ? { hits: Number(row.hits), resetsAt: new Date(row.resets_at) } : { hits: 0, resetsAt: now };
}

/** Removes counters whose window has passed (the hourly job of counter-sweep.ts; a stale row is harmless meanwhile). */
export async function sweepCounters(db: Executor, now: Date): Promise<void> {
  await db.execute(sql`delete from rate_limit_counters where resets_at <= ${now.toISOString()}`);
}

/** Whole seconds until the window ends, at least 1: the `Retry-After` of a refusal. */
export function retryAfterSeconds(hit: CounterHit, now: Date): number {
  return Math.max(1, Math.ceil((hit.resetsAt.getTime() - now.getTime()) / 1000));
}
