import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../../../src/features/applications/tables/application-table.ts';
import { createJobQueue } from '../../../src/platform/jobs/create-job-queue.ts';
import type { DrainableJobQueue, Job } from '../../../src/platform/jobs/job-queue.ts';
import { PgBossJobQueue } from '../../../src/platform/jobs/pg-boss-job-queue.ts';
import { TableJobQueue } from '../../../src/platform/jobs/table-job-queue.ts';
import { newApplication, signedInIdentity } from '../../features/applications/application-test-kit.ts';
import { manualClock } from '../../features/identity/identity-test-kit.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

// The contract of the app's one queue (decisions 057, 140), whichever backend this run has: pg-boss on PostgreSQL
// (DATABASE_URL), the table queue on PGlite. Delays follow the APP clock on both.

const onPostgres = Boolean(process.env.DATABASE_URL);
const clock = manualClock();
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

/** A queue on the suite's database with one recording handler for `name`. */
function recordingQueue(name: string, handler: (job: Job<{ n: number }>) => Promise<void> = async () => {}) {
  const queue = createJobQueue(t.db, clock);
  const seen: Job<{ n: number }>[] = [];
  queue.work<{ n: number }>(name, async (job) => {
    seen.push(job);
    await handler(job);
  });
  return { queue, seen };
}

async function rollbackWith(
  send: (tx: Parameters<Parameters<TestApp['db']['transaction']>[0]>[0]) => Promise<unknown>,
) {
  await t.db
    .transaction(async (tx) => {
      await send(tx);
      throw new Error('rolled back');
    })
    .catch((error: Error) => {
      if (error.message !== 'rolled back') throw error;
    });
}

describe(`the app's job queue (${onPostgres ? 'pg-boss on PostgreSQL' : 'table queue on PGlite'})`, () => {
  it('is pg-boss on PostgreSQL and the table queue on PGlite, and it is the queue the app sends with', () => {
    const expected = onPostgres ? PgBossJobQueue : TableJobQueue;
    expect(createJobQueue(t.db, clock)).toBeInstanceOf(expected);
    expect(t.app.jobs).toBeInstanceOf(expected);
  });

  it('a send in a rolled-back transaction leaves no job; a committed one runs', async () => {
    const { queue, seen } = recordingQueue('test.outbox');
    await rollbackWith((tx) => queue.send('test.outbox', { n: 1 }, {}, tx));
    await t.db.transaction((tx) => queue.send('test.outbox', { n: 2 }, {}, tx));
    expect(await queue.drain()).toBe(1);
    expect(seen.map((job) => job.data)).toEqual([{ n: 2 }]);
  });

  it('retries a failed attempt with doubling back-off on the app clock, then gives up', async () => {
    const { queue, seen } = recordingQueue('test.flaky', async () => {
      throw new Error('provider timed out');
    });
    await queue.send('test.flaky', { n: 1 }, { retryLimit: 2, retryDelay: 10, retryBackoff: true });
    expect(await queue.drain()).toBe(1);
    clock.advance(9_000);
    expect(await queue.drain()).toBe(0);
    clock.advance(1_000);
    expect(await queue.drain()).toBe(1);
    clock.advance(19_000);
    expect(await queue.drain()).toBe(0);
    clock.advance(1_000);
    expect(await queue.drain()).toBe(1);
    clock.advance(3_600_000);
    expect(await queue.drain()).toBe(0);
    expect(seen.map((job) => job.retryCount)).toEqual([0, 1, 2]);
  });

  it('a failed attempt leaves the application as it was; the retry applies its change once', async () => {
    const owner = await signedInIdentity(t.db, clock);
    const applicationId = await newApplication(t.db, clock, owner);
    let attempts = 0;
    const queue = createJobQueue(t.db, clock);
    queue.work<{ applicationId: string }>('test.approve', async (job) => {
      attempts += 1;
      await t.db.transaction(async (tx) => {
        await tx
          .update(applications)
          .set({ decision: 'APPROVED' })
          .where(eq(applications.id, job.data.applicationId));
        if (attempts === 1) throw new Error('provider timed out');
      });
    });
    await queue.send('test.approve', { applicationId }, { retryLimit: 3, retryDelay: 1 });
    await queue.drain();
    const decision = async () =>
      (await t.db.select().from(applications).where(eq(applications.id, applicationId)))[0]?.decision;
    expect(await decision()).toBeNull();
    clock.advance(1_000);
    await queue.drain();
    expect(await decision()).toBe('APPROVED');
    expect(attempts).toBe(2);
  });

  it('runs a job with startAfter only once the app clock reaches it', async () => {
    const { queue, seen } = recordingQueue('test.later');
    const due = new Date(clock.now().getTime() + 3 * 24 * 3_600_000);
    await t.db.transaction((tx) => queue.send('test.later', { n: 3 }, { startAfter: due }, tx));
    expect(await queue.drain()).toBe(0);
    clock.advance(3 * 24 * 3_600_000 - 1);
    expect(await queue.drain()).toBe(0);
    clock.advance(1);
    expect(await queue.drain()).toBe(1);
    expect(seen.map((job) => job.data)).toEqual([{ n: 3 }]);
  });

  it('a delayed send in a rolled-back transaction leaves nothing to run later', async () => {
    const { queue } = recordingQueue('test.later-rolled-back');
    const due = new Date(clock.now().getTime() + 60_000);
    await rollbackWith((tx) => queue.send('test.later-rolled-back', { n: 4 }, { startAfter: due }, tx));
    clock.advance(60_000);
    expect(await queue.drain()).toBe(0);
  });

  it('a singleton key admits one job while it is queued or running, and another once it is done', async () => {
    let inner: string | null | undefined;
    const { queue, seen } = recordingQueue('test.single', async () => {
      inner ??= await queue.send('test.single', { n: 9 }, { singletonKey: 'k' });
    });
    expect(await queue.send('test.single', { n: 1 }, { singletonKey: 'k' })).toBeTruthy();
    expect(await queue.send('test.single', { n: 2 }, { singletonKey: 'k' })).toBeNull();
    expect(await queue.drain()).toBe(1);
    expect(inner).toBeNull();
    expect(await queue.send('test.single', { n: 3 }, { singletonKey: 'k' })).toBeTruthy();
    await queue.drain();
    expect(seen.map((job) => job.data.n)).toEqual([1, 3]);
  });

  it('a waiting retry holds its singleton key', async () => {
    const { queue } = recordingQueue('test.single-retry', async () => {
      throw new Error('not yet');
    });
    await queue.send('test.single-retry', { n: 1 }, { singletonKey: 'r', retryLimit: 1, retryDelay: 60 });
    await queue.drain();
    expect(await queue.send('test.single-retry', { n: 2 }, { singletonKey: 'r' })).toBeNull();
  });
});

describe.skipIf(!onPostgres)('pg-boss specifics', () => {
  it('keeps the immediate jobs in pg-boss and the delayed ones in our table until due', async () => {
    const { queue } = recordingQueue('test.where');
    await queue.send('test.where', { n: 1 }, {});
    await queue.send('test.where', { n: 2 }, { startAfter: new Date(clock.now().getTime() + 60_000) });
    const count = async (from: 'pgboss' | 'table') =>
      (
        (await t.db.execute(
          from === 'pgboss'
            ? sql`select count(*)::int as n from pgboss.job where name = 'test.where' and state = 'created'`
            : sql`select count(*)::int as n from jobs where name = 'test.where' and state = 'created'`,
        )) as unknown as { rows: { n: number }[] }
      ).rows[0]?.n;
    expect([await count('pgboss'), await count('table')]).toEqual([1, 1]);
    clock.advance(60_000);
    await (queue as PgBossJobQueue).sweep();
    expect([await count('pgboss'), await count('table')]).toEqual([2, 0]);
  });

  it('a worker wakes at once when a transaction that sent a job commits (no poll wait)', async () => {
    const queue = createJobQueue(t.db, clock) as DrainableJobQueue;
    let ranAt = 0;
    queue.work('test.wake', async () => {
      ranAt = performance.now();
    });
    await queue.start();
    try {
      // Let the worker's first (empty) poll pass so the next would be 2 s away.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const sentAt = performance.now();
      await t.db.transaction((tx) => queue.send('test.wake', {}, {}, tx));
      await expect.poll(() => ranAt, { timeout: 1_500, interval: 10 }).toBeGreaterThan(0);
      expect(ranAt - sentAt).toBeLessThan(500);
    } finally {
      await queue.stop();
    }
  });

  it('records a job that ran out of attempts as failed in pg-boss', async () => {
    const { queue } = recordingQueue('test.doomed', async () => {
      throw new Error('always');
    });
    await queue.send('test.doomed', { n: 1 }, { retryLimit: 0 });
    await queue.drain();
    const result = (await t.db.execute(
      sql`select state::text as state, output->>'message' as message from pgboss.job where name = 'test.doomed'`,
    )) as unknown as { rows: { state: string; message: string }[] };
    expect(result.rows).toEqual([{ state: 'failed', message: 'always' }]);
  });
});
