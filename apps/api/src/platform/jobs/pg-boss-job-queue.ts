import { randomUUID } from 'node:crypto';
import PgBoss from 'pg-boss';
import type pg from 'pg';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/db-executor.ts';
import type { Database } from '../db/database.ts';
import type { Clock } from '../clock.ts';
import { bossExecutor } from './boss-executor.ts';
import { BossQueues } from './boss-queues.ts';
import { hasDeferred, lockDueJobs, markPromoted, recordJob } from './deferred-jobs.ts';
import { deferredOf, envelopeOf, type Envelope } from './job-envelope.ts';
import {
  retryPolicy,
  type DrainableJobQueue,
  type Job,
  type JobHandler,
  type SendOptions,
} from './job-queue.ts';
import { listenForWakes, wakeOnCommit } from './job-wake.ts';
import { retryAt } from './retry-schedule.ts';
import { abandonedJobs, holdLiveness, markHeld } from './worker-liveness.ts';

export interface PgBossJobQueueOptions {
  onError?: (error: unknown, job: Job) => void;
  /** pg-boss's own errors (maintenance, fetch); never job data. */
  onBossError?: (error: Error) => void;
  /** pg-boss maintenance (expiring jobs of dead workers); off in tests, which drain by hand. */
  supervise?: boolean;
  /** A job active longer than this is presumed abandoned and retried by pg-boss (decision 091's lock). */
  expireInSeconds?: number;
  pollingIntervalSeconds?: number;
  sweepIntervalMs?: number;
}

/**
 * The job queue on a PostgreSQL server (decision 140): immediate work is a pg-boss job inserted in the caller's
 * transaction and woken by NOTIFY on commit; work due later by the app clock (startAfter, retries) waits in our
 * `jobs` table until `sweep()` hands it to pg-boss, so both queues follow the same clock.
 */
export class PgBossJobQueue implements DrainableJobQueue {
  private readonly boss: PgBoss;
  private readonly handlers = new Map<string, JobHandler>();
  private readonly workerIds = new Map<string, string>();
  private readonly queues: BossQueues;
  private booting: Promise<unknown> | undefined;
  private unlisten: (() => void) | undefined;
  private readonly instance = randomUUID();
  private releaseLiveness: (() => void) | undefined;
  private sweepTimer: NodeJS.Timeout | undefined;
  private sweeping: Promise<unknown> | undefined;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly pool: pg.Pool,
    private readonly options: PgBossJobQueueOptions = {},
  ) {
    this.boss = new PgBoss({
      db: { executeSql: (text: string, values?: unknown[]) => pool.query(text, values) },
      supervise: options.supervise ?? false,
      // Expiry of a dead worker's job runs in maintenance: often, so a killed process delays its jobs ~1 min.
      maintenanceIntervalSeconds: 15,
      schedule: false,
      migrate: true,
    });
    this.boss.on('error', (error: Error) => options.onBossError?.(error));
    this.queues = new BossQueues(this.boss, () => this.ready(), options.expireInSeconds ?? 60);
  }

  async send<T>(
    name: string,
    data: T,
    options: SendOptions = {},
    tx: Executor = this.db,
  ): Promise<string | null> {
    await this.ensureQueue(name);
    const now = this.clock.now();
    const key = options.singletonKey ?? null;
    // Decision 057's rule on both tables: while a job with this key is queued or running, another send is a no-op.
    if (key && ((await this.bossHolds(tx, name, key)) || (await hasDeferred(tx, name, key)))) return null;
    const envelope: Envelope = { data, retryCount: 0, ...retryPolicy(options) };
    if (options.startAfter && options.startAfter > now) {
      return recordJob(tx, now, { ...deferredOf(name, envelope, key), startAfter: options.startAfter });
    }
    return this.enqueue(tx, name, envelope, key);
  }

  work<T>(name: string, handler: JobHandler<T>): void {
    this.handlers.set(name, handler as JobHandler);
  }

  async start(): Promise<void> {
    if (this.sweepTimer) return;
    await this.ready();
    this.releaseLiveness = await holdLiveness(this.pool, this.instance, (error) =>
      this.options.onBossError?.(error),
    );
    for (const name of this.handlers.keys()) {
      await this.ensureQueue(name);
      const id = await this.boss.work<Envelope>(
        name,
        {
          includeMetadata: true,
          batchSize: 1,
          pollingIntervalSeconds: this.options.pollingIntervalSeconds ?? 2,
        },
        async ([job]) => {
          if (job) await this.run(job);
        },
      );
      this.workerIds.set(name, id);
    }
    this.unlisten = await listenForWakes(
      this.pool,
      (name) => {
        const id = this.workerIds.get(name);
        if (id) this.boss.notifyWorker(id);
      },
      (error) => this.options.onBossError?.(error),
    );
    this.sweepTimer = setInterval(() => {
      this.sweeping ??= this.sweep()
        .catch((error: unknown) => this.options.onBossError?.(error as Error))
        .finally(() => (this.sweeping = undefined));
    }, this.options.sweepIntervalMs ?? 1000);
  }

  async stop(): Promise<void> {
    if (this.sweepTimer) clearInterval(this.sweepTimer);
    this.sweepTimer = undefined;
    await this.sweeping;
    this.unlisten?.();
    this.unlisten = undefined;
    this.releaseLiveness?.();
    this.releaseLiveness = undefined;
    if (!this.booting) return;
    await this.booting.catch(() => undefined);
    this.booting = undefined;
    // close: false — the pool is the app's; it closes with the database handle.
    await this.boss.stop({ graceful: true, close: false, wait: true, timeout: 10_000 });
  }

  /** Hands every deferred job due on the app clock to pg-boss; answers how many. */
  async sweep(): Promise<number> {
    await this.ready();
    const now = this.clock.now();
    return this.db.transaction(async (tx) => {
      const due = await lockDueJobs(tx, now);
      for (const row of due) {
        await this.ensureQueue(row.name);
        await this.enqueue(tx, row.name, envelopeOf(row), row.singletonKey);
      }
      await markPromoted(
        tx,
        due.map((row) => row.id),
        now,
      );
      return due.length;
    });
  }

  /** Runs every job due now (after a sweep), one at a time; answers how many ran. Tests call it instead of `start`. */
  async drain(): Promise<number> {
    await this.sweep();
    let count = 0;
    for (const name of this.handlers.keys()) {
      while (await this.runOne(name)) count += 1;
    }
    return count;
  }

  async runNext(name: string): Promise<boolean> {
    await this.sweep();
    return this.runOne(name);
  }

  private async runOne(name: string): Promise<boolean> {
    if (!this.handlers.has(name)) return false;
    await this.ensureQueue(name);
    const [job] = await this.boss.fetch<Envelope>(name, { includeMetadata: true, batchSize: 1 });
    if (!job) return false;
    await this.run(job);
    return true;
  }

  /**
   * Hands back at once the jobs a killed process held (its liveness lock is gone): pg-boss retries them as failed
   * attempts. Jobs of live processes, here or elsewhere, are left alone. Answers how many.
   */
  async releaseAbandoned(): Promise<number> {
    await this.ready();
    let released = 0;
    for (const [name, ids] of await abandonedJobs(this.pool)) {
      for (const id of ids) await this.boss.fail(name, id, { message: 'its worker stopped' });
      released += ids.length;
    }
    return released;
  }

  /** pg-boss's expiry now (maintenance does it every 15 s): jobs whose worker died past their lock are retried. */
  async expireAbandoned(): Promise<void> {
    await this.ready();
    await this.boss.expire();
  }

  private ready(): Promise<unknown> {
    // A failed start (database down) is tried again by the next call instead of being remembered.
    this.booting ??= this.boss.start().catch((error: unknown) => {
      this.booting = undefined;
      throw error;
    });
    return this.booting;
  }

  private ensureQueue(name: string): Promise<void> {
    return this.queues.ensure(name);
  }

  private async enqueue(
    tx: Executor,
    name: string,
    envelope: Envelope,
    key: string | null,
  ): Promise<string | null> {
    const id = await this.boss.send(name, envelope as unknown as object, {
      ...(key ? { singletonKey: key } : {}),
      // pg-boss retries by itself only a job whose worker died (expiry); failed attempts are retried on the app clock.
      retryLimit: Math.max(envelope.retryLimit - envelope.retryCount, 0),
      retryDelay: envelope.retryDelay,
      retryBackoff: envelope.retryBackoff,
      db: bossExecutor(tx),
    });
    if (id) await wakeOnCommit(tx, name);
    return id;
  }

  private async bossHolds(tx: Executor, name: string, key: string): Promise<boolean> {
    const result = await tx.execute(
      sql`select 1 from pgboss.job where name = ${name} and singleton_key = ${key} and state < 'completed' limit 1`,
    );
    return (result as unknown as { rows: unknown[] }).rows.length > 0;
  }

  private async run(bossJob: PgBoss.JobWithMetadata<Envelope>): Promise<void> {
    const envelope = bossJob.data;
    // Attempts retried on the app clock plus any pg-boss retried after a dead worker's lock expired.
    const retryCount = envelope.retryCount + bossJob.retryCount;
    const job: Job = { id: bossJob.id, name: bossJob.name, data: envelope.data, retryCount };
    const handler = this.handlers.get(bossJob.name);
    try {
      if (!handler) throw new Error(`No handler for job ${bossJob.name}`);
      // Only a process holding its liveness lock (started workers) marks what it holds.
      if (this.releaseLiveness) await markHeld(this.pool, this.instance, bossJob.name, bossJob.id);
      await handler(job);
      await this.boss.complete(bossJob.name, bossJob.id);
    } catch (error) {
      this.options.onError?.(error, job);
      await this.retryOrFail(bossJob, envelope, retryCount, error);
    }
  }

  private async retryOrFail(
    bossJob: PgBoss.JobWithMetadata<Envelope>,
    envelope: Envelope,
    retryCount: number,
    error: unknown,
  ): Promise<void> {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 2000);
    if (retryCount >= envelope.retryLimit) {
      await this.boss.fail(bossJob.name, bossJob.id, { message });
      return;
    }
    const now = this.clock.now();
    const startAfter = retryAt(now, {
      retryCount,
      retryDelaySeconds: envelope.retryDelay,
      retryBackoff: envelope.retryBackoff,
    });
    // The retry and the end of this attempt commit together: a crash in between cannot lose or double it.
    await this.db.transaction(async (tx) => {
      await recordJob(tx, now, {
        ...deferredOf(bossJob.name, { ...envelope, retryCount: retryCount + 1 }, bossJob.singletonKey),
        startAfter,
      });
      await this.boss.complete(bossJob.name, bossJob.id, { retried: message }, { db: bossExecutor(tx) });
    });
  }
}
