import type pg from 'pg';
import { dedicatedConnection } from './dedicated-connection.ts';

// Which pg-boss jobs belong to a process that is gone (decision 140): every process running workers holds a session
// advisory lock for its instance id on a connection of its own, and marks each job it takes with that id. PostgreSQL
// drops the lock with the connection, so a job whose holder's lock is free was held by a dead (killed) process.

/** Advisory-lock class of worker instances (two-key form: this, hashtext(instance id)). */
const LOCK_CLASS = 5140;

/**
 * Takes this instance's lock on a dedicated connection; answers its release. Losing the connection frees the lock:
 * other processes may then retry this one's jobs, which handlers tolerate (a second run finds the step moved).
 */
export async function holdLiveness(
  pool: pg.Pool,
  instance: string,
  onError: (error: Error) => void,
): Promise<() => void> {
  const client = await dedicatedConnection(pool, onError);
  await client.query('select pg_advisory_lock($1, hashtext($2))', [LOCK_CLASS, instance]);
  return () => void client.end().catch(onError);
}

/** Marks an active job as taken by `instance` (pg-boss's `output`, which completion or failure overwrites). */
export async function markHeld(pool: pg.Pool, instance: string, name: string, id: string): Promise<void> {
  await pool.query(
    `update pgboss.job set output = jsonb_build_object('heldBy', $1::text)
     where name = $2 and id = $3 and state = 'active'`,
    [instance, name, id],
  );
}

/** Active jobs whose holder is gone, as `name -> ids`. */
export async function abandonedJobs(pool: pg.Pool): Promise<Map<string, string[]>> {
  const held = await pool.query<{ name: string; id: string; instance: string }>(
    `select name, id::text as id, output->>'heldBy' as instance from pgboss.job
     where state = 'active' and output ? 'heldBy'`,
  );
  const abandoned = new Map<string, string[]>();
  if (held.rows.length === 0) return abandoned;
  const client = await pool.connect();
  try {
    const dead = new Set<string>();
    for (const instance of new Set(held.rows.map((row) => row.instance))) {
      const probe = await client.query<{ free: boolean }>(
        'select pg_try_advisory_lock($1, hashtext($2)) as free',
        [LOCK_CLASS, instance],
      );
      if (!probe.rows[0]?.free) continue;
      dead.add(instance);
      await client.query('select pg_advisory_unlock($1, hashtext($2))', [LOCK_CLASS, instance]);
    }
    for (const row of held.rows.filter((r) => dead.has(r.instance))) {
      abandoned.set(row.name, [...(abandoned.get(row.name) ?? []), row.id]);
    }
  } finally {
    client.release();
  }
  return abandoned;
}
