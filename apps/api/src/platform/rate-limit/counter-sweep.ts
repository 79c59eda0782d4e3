import type { FastifyInstance } from 'fastify';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/database.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import { sweepCounters } from './counters.ts';

export const COUNTER_SWEEP_JOB = 'rate-limit.sweep';
/** How often expired counters are removed: a passed window already counts as empty, so this only keeps the table small. */
export const COUNTER_SWEEP_EVERY_MS = 60 * 60_000;

interface SweepDeps {
  db: Database;
  clock: Clock;
  jobs: JobQueue;
}

/**
 * Queues the next sweep at the next hour of the app clock. The hour is the job's singleton key, so each process's
 * start and each sweep may ask for it and one sweep runs an hour, whatever the number of processes (as the signers'
 * messages, decision 230: the queue has no cron of its own).
 */
export async function scheduleCounterSweep({
  clock,
  jobs,
}: Pick<SweepDeps, 'clock' | 'jobs'>): Promise<void> {
  const slot = Math.floor(clock.now().getTime() / COUNTER_SWEEP_EVERY_MS) + 1;
  await jobs.send(
    COUNTER_SWEEP_JOB,
    {},
    {
      singletonKey: `${COUNTER_SWEEP_JOB}:${slot}`,
      startAfter: new Date(slot * COUNTER_SWEEP_EVERY_MS),
      retryLimit: 3,
    },
  );
}

/** The sweep of `rate_limit_counters` on the one job queue, kept going by each run and asked for at each start. */
export function registerCounterSweep(app: FastifyInstance, deps: SweepDeps): void {
  deps.jobs.work(COUNTER_SWEEP_JOB, async () => {
    try {
      await sweepCounters(deps.db, deps.clock.now());
    } finally {
      await scheduleCounterSweep(deps);
    }
  });
  app.addHook('onReady', () => scheduleCounterSweep(deps));
}
