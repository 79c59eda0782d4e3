import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { jobs } from './jobs-tables.ts';
import type { Executor } from '../db/db-executor.ts';
import type { Clock } from '../clock.ts';
import { recordJob } from './deferred-jobs.ts';
import {
  retryPolicy,
  type DrainableJobQueue,
  type Job,
  type JobHandler,
  type SendOptions,
} from './job-queue.ts';
import { retryAt } from './retry-schedule.ts';

export interface TableJobQueueOptions {
  pollIntervalMs?: number;
  /** How long a fetched job stays locked; past it another worker takes it (its worker is presumed dead). */
  visibilityTimeoutMs?: number;
  onError?: (error: unknown, job: Job) => void;
}

type JobRow = typeof jobs.$inferSelect;

/**
 * Jobs in our own table, fetched with `FOR UPDATE SKIP LOCKED` so several workers (or processes) never take the same
 * job. Works the same on PGlite and PostgreSQL.
 */
export class TableJobQueue implements DrainableJobQueue {
  private readonly handlers = new Map<string, JobHandler>();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private readonly pollIntervalMs: number;
  private readonly visibilityTimeoutMs: number;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly options: TableJobQueueOptions = {},
  ) {
    this.pollIntervalMs = options.pollIntervalMs ?? 250;
    this.visibilityTimeoutMs = options.visibilityTimeoutMs ?? 60_000;
  }

  async send<T>(
    name: string,
    data: T,
    options: SendOptions = {},
    tx: Executor = this.db,
  ): Promise<string | null> {
    const now = this.clock.now();
    const { retryLimit, retryDelay, retryBackoff } = retryPolicy(options);
    return recordJob(tx, now, {
      name,
      data,
      singletonKey: options.singletonKey ?? null,
      retryLimit,
      retryDelaySeconds: retryDelay,
      retryBackoff,
      retryCount: 0,
      startAfter: options.startAfter ?? now,
    });
  }

  work<T>(name: string, handler: JobHandler<T>): void {
    this.handlers.set(name, handler as JobHandler);
  }

  async start(): Promise<void> {
    if (this.timer) return;
    const tick = async () => {
      this.running = this.drain().catch(() => undefined);
      await this.running;
      if (this.timer) this.timer = setTimeout(tick, this.pollIntervalMs);
    };
    this.timer = setTimeout(tick, 0);
  }

  async stop(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /**
   * Makes every job marked active takeable now instead of after its visibility timeout. Only for a database no other
   * process can reach (PGlite opens its data directory exclusively): there, an active job at start-up was held by
   * a process that died, and waiting out its lock would only delay the borrower.
   */
  async releaseAbandoned(): Promise<number> {
    const released = await this.db
      .update(jobs)
      .set({ lockedUntil: this.clock.now() })
      .where(eq(jobs.state, 'active'))
      .returning({ id: jobs.id });
    return released.length;
  }

  /** Runs every job that is due now, one at a time; answers how many ran. Tests call it instead of `start`. */
  async drain(): Promise<number> {
    let count = 0;
    for (const name of this.handlers.keys()) {
      while (await this.runNext(name)) count += 1;
    }
    return count;
  }

  /** Fetches and runs one due job of `name`; false when none is due. */
  async runNext(name: string): Promise<boolean> {
    const handler = this.handlers.get(name);
    if (!handler) return false;
    const row = await this.fetch(name);
    if (!row) return false;
    const job: Job = { id: row.id, name: row.name, data: row.data, retryCount: row.retryCount };
    try {
      await handler(job);
      await this.db
        .update(jobs)
        .set({ state: 'completed', completedAt: this.clock.now(), lockedUntil: null })
        .where(and(eq(jobs.id, row.id), eq(jobs.state, 'active')));
    } catch (error) {
      await this.fail(row, error);
      this.options.onError?.(error, job);
    }
    return true;
  }

  private async fetch(name: string): Promise<JobRow | undefined> {
    const now = this.clock.now();
    const lockedUntil = new Date(now.getTime() + this.visibilityTimeoutMs);
    // A due job, or one whose worker died holding it (its lock lapsed): the latter counts as a failed attempt.
    const result = await this.db.execute(sql`
      update ${jobs} set
        retry_count = case when ${jobs.state} = 'active' then ${jobs.retryCount} + 1 else ${jobs.retryCount} end,
        state = 'active',
        locked_until = ${lockedUntil}
      where ${jobs.id} = (
        select id from ${jobs}
        where ${jobs.name} = ${name}
          and ((${jobs.state} = 'created' and ${jobs.startAfter} <= ${now})
            or (${jobs.state} = 'active' and ${jobs.lockedUntil} < ${now} and ${jobs.retryCount} < ${jobs.retryLimit}))
        order by ${jobs.startAfter}
        limit 1
        for update skip locked)
      returning id`);
    // Both drivers answer `{ rows }` (pg's QueryResult, PGlite's Results).
    const id = (result as unknown as { rows: { id: string }[] }).rows[0]?.id;
    if (!id) return undefined;
    const [row] = await this.db.select().from(jobs).where(eq(jobs.id, id));
    return row;
  }

  private async fail(row: JobRow, error: unknown): Promise<void> {
    const message = error instanceof Error ? error.message : String(error);
    const canRetry = row.retryCount < row.retryLimit;
    await this.db
      .update(jobs)
      .set(
        canRetry
          ? {
              state: 'created',
              retryCount: row.retryCount + 1,
              startAfter: retryAt(this.clock.now(), row),
              lockedUntil: null,
              lastError: message.slice(0, 2000),
            }
          : {
              state: 'failed',
              completedAt: this.clock.now(),
              lockedUntil: null,
              lastError: message.slice(0, 2000),
            },
      )
      .where(eq(jobs.id, row.id));
  }
}
