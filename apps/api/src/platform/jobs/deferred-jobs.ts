import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../db/db-executor.ts';
import { jobs } from './jobs-tables.ts';

/**
 * Work due later by the APP clock, kept in our `jobs` table until a sweep hands it to pg-boss (decision 140): pg-boss
 * compares start times with the database's `now()`, which tests (and a moved app clock) do not follow.
 */
export interface DeferredJob {
  name: string;
  data: unknown;
  singletonKey: string | null;
  retryLimit: number;
  retryDelaySeconds: number;
  retryBackoff: boolean;
  /** Attempts already made (a retry of a failed attempt is deferred too). */
  retryCount: number;
  startAfter: Date;
}

export type DeferredRow = typeof jobs.$inferSelect;

/**
 * Records `job` in the jobs table (the table queue's every job; pg-boss's deferred ones); null when a job with its
 * singleton key is already waiting there.
 */
export async function recordJob(tx: Executor, now: Date, job: DeferredJob): Promise<string | null> {
  const rows = await tx
    .insert(jobs)
    .values({ id: randomUUID(), ...job, data: job.data as object, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: jobs.id });
  return rows[0]?.id ?? null;
}

/** Locks (skipping rows another process holds) the deferred jobs due at `now`, oldest first. */
export async function lockDueJobs(tx: Executor, now: Date, limit = 100): Promise<DeferredRow[]> {
  return tx
    .select()
    .from(jobs)
    .where(and(eq(jobs.state, 'created'), sql`${jobs.startAfter} <= ${now}`))
    .orderBy(jobs.startAfter)
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** Handed to pg-boss: the row is done here ('completed' = promoted; the run itself is pg-boss's job row). */
export async function markPromoted(tx: Executor, ids: string[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await tx.update(jobs).set({ state: 'completed', completedAt: now }).where(inArray(jobs.id, ids));
}

/** True while a deferred job with this key waits (the singleton rule covers both tables). */
export async function hasDeferred(tx: Executor, name: string, singletonKey: string): Promise<boolean> {
  const rows = await tx
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        eq(jobs.name, name),
        eq(jobs.singletonKey, singletonKey),
        inArray(jobs.state, ['created', 'active']),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
