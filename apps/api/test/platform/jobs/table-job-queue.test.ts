import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../../../src/features/applications/tables/application-table.ts';
import { jobs } from '../../../src/platform/jobs/jobs-tables.ts';
import { TableJobQueue } from '../../../src/platform/jobs/table-job-queue.ts';
import { newApplication, signedInIdentity } from '../../features/applications/application-test-kit.ts';
import { manualClock } from '../../features/identity/identity-test-kit.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

const clock = manualClock();
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

async function jobRow(id: string) {
  const [row] = await t.db.select().from(jobs).where(eq(jobs.id, id));
  return row;
}

describe('table-backed job queue', () => {
  it('retries a failing job with back-off, and the failed attempt leaves the application unchanged', async () => {
    const owner = await signedInIdentity(t.db, clock);
    const applicationId = await newApplication(t.db, clock, owner);
    const queue = new TableJobQueue(t.db, clock);
    let attempts = 0;
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
    const id = await queue.send(
      'test.approve',
      { applicationId },
      { retryLimit: 2, retryDelay: 10, retryBackoff: true },
    );
    expect(id).toBeTruthy();

    expect(await queue.runNext('test.approve')).toBe(true);
    const [afterFailure] = await t.db.select().from(applications).where(eq(applications.id, applicationId));
    expect(afterFailure?.decision).toBeNull();
    expect(await jobRow(id!)).toMatchObject({
      state: 'created',
      retryCount: 1,
      lastError: 'provider timed out',
    });

    // Not before the 10 s delay.
    clock.advance(9_000);
    expect(await queue.runNext('test.approve')).toBe(false);
    clock.advance(1_000);
    expect(await queue.runNext('test.approve')).toBe(true);
    const [afterRetry] = await t.db.select().from(applications).where(eq(applications.id, applicationId));
    expect(afterRetry?.decision).toBe('APPROVED');
    expect(await jobRow(id!)).toMatchObject({ state: 'completed', retryCount: 1 });
  });

  it('doubles the delay per retry and marks the job failed after its retry limit', async () => {
    const queue = new TableJobQueue(t.db, clock);
    queue.work('test.always-fails', async () => {
      throw new Error('down');
    });
    const id = (await queue.send('test.always-fails', {}, { retryLimit: 2, retryDelay: 5 }))!;
    await queue.runNext('test.always-fails');
    const first = (await jobRow(id))!;
    expect(first.startAfter.getTime() - clock.now().getTime()).toBe(5_000);
    clock.advance(5_000);
    await queue.runNext('test.always-fails');
    const second = (await jobRow(id))!;
    expect(second.startAfter.getTime() - clock.now().getTime()).toBe(10_000);
    clock.advance(10_000);
    await queue.runNext('test.always-fails');
    expect(await jobRow(id)).toMatchObject({ state: 'failed', retryCount: 2 });
    clock.advance(60_000);
    expect(await queue.runNext('test.always-fails')).toBe(false);
  });

  it('ignores a second send with the same singleton key while the first is queued', async () => {
    const queue = new TableJobQueue(t.db, clock);
    const first = await queue.send('test.single', { n: 1 }, { singletonKey: 'app-1' });
    const second = await queue.send('test.single', { n: 2 }, { singletonKey: 'app-1' });
    expect(first).toBeTruthy();
    expect(second).toBeNull();
  });

  it('gives a job whose worker died (lock lapsed) to another worker', async () => {
    const crashed = new TableJobQueue(t.db, clock, { visibilityTimeoutMs: 30_000 });
    const seen: number[] = [];
    // The first worker "dies": its handler never finishes.
    crashed.work('test.crash', () => new Promise<void>(() => {}));
    const id = (await crashed.send('test.crash', {}))!;
    void crashed.runNext('test.crash');
    await expect.poll(async () => (await jobRow(id))?.state).toBe('active');

    const survivor = new TableJobQueue(t.db, clock, { visibilityTimeoutMs: 30_000 });
    survivor.work('test.crash', async (job) => {
      seen.push(job.retryCount);
    });
    expect(await survivor.runNext('test.crash')).toBe(false);
    clock.advance(30_001);
    expect(await survivor.runNext('test.crash')).toBe(true);
    expect(seen).toEqual([1]);
    expect(await jobRow(id)).toMatchObject({ state: 'completed' });
  });

  it('enqueues inside a transaction: a rolled-back change leaves no job behind', async () => {
    const queue = new TableJobQueue(t.db, clock);
    await expect(
      t.db.transaction(async (tx) => {
        await queue.send('test.tx', {}, {}, tx);
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(await t.db.select().from(jobs).where(eq(jobs.name, 'test.tx'))).toEqual([]);
  });
});
