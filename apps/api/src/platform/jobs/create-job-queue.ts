import pg from 'pg';
import type { Database } from '../db/database.ts';
import type { Clock } from '../clock.ts';
import type { DrainableJobQueue, Job } from './job-queue.ts';
import { PgBossJobQueue } from './pg-boss-job-queue.ts';
import { TableJobQueue } from './table-job-queue.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's one job queue (decision 140): what its routes send to; tests and seeds drain or wait on it. */
    jobs: DrainableJobQueue;
  }
}

export interface JobQueueOptions {
  onError?: (error: unknown, job: Job) => void;
  onBossError?: (error: Error) => void;
  /** pg-boss maintenance; only a server that runs workers needs it. */
  supervise?: boolean;
}

/**
 * The queue for `db` (decision 140): pg-boss on a PostgreSQL server, the table queue on embedded PGlite, whose single
 * connection suits neither pg-boss's pool nor a second connection to LISTEN on.
 */
export function createJobQueue(db: Database, clock: Clock, options: JobQueueOptions = {}): DrainableJobQueue {
  // drizzle's node-postgres database keeps its pool as `$client`; PGlite's is a PGlite instance.
  const client = (db as unknown as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) return new PgBossJobQueue(db, clock, client, options);
  return new TableJobQueue(db, clock, options.onError ? { onError: options.onError } : {});
}
