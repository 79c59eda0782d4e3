import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../../../src/features/applications/tables/application-table.ts';
import { createJobQueue } from '../../../src/platform/jobs/create-job-queue.ts';
import type { PgBossJobQueue } from '../../../src/platform/jobs/pg-boss-job-queue.ts';
import {
  enqueueResolveStep,
  registerWorkflowJobs,
  RESOLVE_STEP_JOB,
} from '../../../src/features/workflow/jobs/resolve-step-job.ts';
import { recoverWaitingApplications } from '../../../src/features/workflow/jobs/recover-waiting.ts';
import { createSandboxProviders, type Providers } from '../../../src/providers/providers.ts';
import { encryption, newApplication, signedInIdentity } from '../../features/applications/application-test-kit.ts';
import { manualClock } from '../../features/identity/identity-test-kit.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

// A process killed mid-job on PostgreSQL (decision 140): pg-boss holds the job active until its lock (60 s on the
// database clock) lapses, its maintenance then retries it, and another process finishes the step.

const clock = manualClock();
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

function processWith(providers: Providers = createSandboxProviders({ db: t.db })) {
  const queue = createJobQueue(t.db, clock) as PgBossJobQueue;
  registerWorkflowJobs({ db: t.db, clock, providers, encryption, queue });
  return queue;
}

async function stepOf(id: string) {
  const [row] = await t.db.select().from(applications).where(eq(applications.id, id));
  return row?.serverStep;
}

async function activeJobs(): Promise<number> {
  const result = (await t.db.execute(
    sql`select count(*)::int as n from pgboss.job where name = ${RESOLVE_STEP_JOB} and state = 'active'`,
  )) as unknown as { rows: { n: number }[] };
  return result.rows[0]?.n ?? 0;
}

describe.skipIf(!process.env.DATABASE_URL)('a new queue on pg-boss (decision 207)', () => {
  it('takes the first jobs of two processes at once without a deadlock, each job once', async () => {
    const owner = await signedInIdentity(t.db, clock);
    const ids = await Promise.all(
      Array.from({ length: 6 }, () =>
        newApplication(t.db, clock, owner, {
          step: 'WAITING_FOR_UNDERWRITING',
          borrower: { firstName: 'Sam', lastName: 'Happy', dob: '1980-01-01' },
          income: { employmentType: 'FULL_TIME', annualIncome: '150000' },
        }),
      ),
    );
    // This file's database is new: the first sends create the queue (a partition table) in both processes at once.
    const [first, second] = [processWith(), processWith()];
    await Promise.all(
      ids.map((id, index) => enqueueResolveStep(index % 2 ? first : second, id, 'WAITING_FOR_UNDERWRITING')),
    );
    const queued = (await t.db.execute(
      sql`select count(*)::int as n from pgboss.job where name = ${RESOLVE_STEP_JOB} and state = 'created'`,
    )) as unknown as { rows: { n: number }[] };
    expect(queued.rows[0]?.n).toBe(ids.length);
    // Leave the queue empty for the restart tests below, which count what is left.
    await t.db.execute(sql`delete from pgboss.job where name = ${RESOLVE_STEP_JOB}`);
    await t.db.update(applications).set({ serverStep: 'OFFER_SELECTION' }).where(inArray(applications.id, ids));
    await Promise.all([first.stop(), second.stop()]);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('a restart mid-job on pg-boss', () => {
  it('a worker that dies in its provider call loses nothing: after the lock lapses another process finishes', async () => {
    const owner = await signedInIdentity(t.db, clock);
    const id = await newApplication(t.db, clock, owner, {
      step: 'WAITING_FOR_UNDERWRITING',
      borrower: { firstName: 'Sam', lastName: 'Happy', dob: '1980-01-01' },
      income: { employmentType: 'FULL_TIME', annualIncome: '150000' },
    });
    // The first process "is killed" while its title call is in flight: the call never returns.
    const sandbox = createSandboxProviders({ db: t.db });
    const dying = processWith({ ...sandbox, title: { titleReport: () => new Promise(() => {}) } });
    await enqueueResolveStep(dying, id, 'WAITING_FOR_UNDERWRITING');
    void dying.runNext(RESOLVE_STEP_JOB);
    await expect.poll(activeJobs).toBe(1);

    const restarted = processWith();
    // The restart's recovery sends nothing twice: the dead worker's job still holds the step's key.
    expect(await recoverWaitingApplications(t.db, restarted)).toBe(0);
    expect(await restarted.drain()).toBe(0);
    expect(await stepOf(id)).toBe('WAITING_FOR_UNDERWRITING');

    // Sixty seconds pass on the database clock: the lock lapses and maintenance hands the job back.
    await t.db.execute(
      sql`update pgboss.job set started_on = started_on - interval '61 seconds' where name = ${RESOLVE_STEP_JOB} and state = 'active'`,
    );
    await restarted.expireAbandoned();
    // pg-boss retries it after the job's retry delay (2 s) on the database clock.
    await expect.poll(() => restarted.drain(), { timeout: 8_000, interval: 250 }).toBe(1);
    expect(await stepOf(id)).toBe('OFFER_SELECTION');
    expect(await activeJobs()).toBe(0);
  });

  it('a restarted server takes back at once the jobs of a killed one (its liveness lock is gone)', async () => {
    const owner = await signedInIdentity(t.db, clock);
    const id = await newApplication(t.db, clock, owner, {
      step: 'WAITING_FOR_UNDERWRITING',
      borrower: { firstName: 'Sam', lastName: 'Happy', dob: '1980-01-01' },
      income: { employmentType: 'FULL_TIME', annualIncome: '150000' },
    });
    let abandon: (error: Error) => void = () => {};
    const sandbox = createSandboxProviders({ db: t.db });
    const killed = processWith({
      ...sandbox,
      title: { titleReport: () => new Promise((_, reject) => (abandon = reject)) },
    });
    await killed.start();
    await t.db.transaction((tx) => enqueueResolveStep(killed, id, 'WAITING_FOR_UNDERWRITING', tx));
    await expect.poll(activeJobs).toBe(1);
    // A live worker's job is not touched.
    expect(await processWith().releaseAbandoned()).toBe(0);

    // The process dies: PostgreSQL drops its connections, and with them its liveness lock.
    await t.db.execute(
      sql`select pg_terminate_backend(pid) from pg_locks where locktype = 'advisory' and classid = 5140
          and database = (select oid from pg_database where datname = current_database())`,
    );
    const restarted = processWith();
    // What the server does at start (jobsFeature) before its workers run.
    expect(await restarted.releaseAbandoned()).toBe(1);
    await restarted.start();
    try {
      // Well within the 60 s lock: pg-boss retries it after the job's retry delay (2 s).
      await expect.poll(() => stepOf(id), { timeout: 8_000, interval: 100 }).toBe('OFFER_SELECTION');
    } finally {
      abandon(new Error('the killed process is gone'));
      await restarted.stop();
      await killed.stop();
    }
  });
});
