import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Executor } from '../db/db-executor.ts';
import { dedicatedConnection } from './dedicated-connection.ts';

/** NOTIFY channel a committed send wakes the pg-boss workers with (payload: the queue name). */
const WAKE_CHANNEL = 'lintel_jobs';

/** Sent in the sender's transaction: PostgreSQL delivers it on commit only, so no worker wakes for a job it cannot see. */
export async function wakeOnCommit(tx: Executor, name: string): Promise<void> {
  await tx.execute(sql`select pg_notify(${WAKE_CHANNEL}, ${name})`);
}

/**
 * Holds one pool connection LISTENing for wakes (from any process) and calls `onWake(name)`; answers its release. A
 * lost listener only costs latency: the workers still poll.
 */
export async function listenForWakes(
  pool: pg.Pool,
  onWake: (name: string) => void,
  onError: (error: Error) => void,
): Promise<() => void> {
  const client = await dedicatedConnection(pool, onError);
  client.on('notification', (message) => {
    if (message.payload) onWake(message.payload);
  });
  await client.query(`listen ${WAKE_CHANNEL}`);
  return () => void client.end().catch(onError);
}
