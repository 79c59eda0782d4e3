import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../../../src/features/audit/audit-tables.ts';
import { jobs } from '../../../../src/platform/jobs/jobs-tables.ts';
import {
  registerWorkflowJobs,
  RESOLVE_STEP_JOB,
} from '../../../../src/features/workflow/jobs/resolve-step-job.ts';
import { TableJobQueue } from '../../../../src/platform/jobs/table-job-queue.ts';
import { createSandboxProviders, type Providers } from '../../../../src/providers/providers.ts';
import { encryption } from '../../applications/application-test-kit.ts';
import {
  createHarness,
  driveIncomeAndBank,
  driveThroughSubmission,
  startJourney,
  verifyIdentity,
  type Harness,
} from './drive.ts';

// The after-offer waiting steps (HARD_CREDIT_PULL, WAITING_FOR_TITLE) under failure: a failed provider call is
// retried with back-off and leaves nothing half-written; a worker that dies mid-job loses nothing.

const harnesses: Harness[] = [];
afterAll(async () => {
  for (const h of harnesses) await h.t.close();
});

describe('after-offer waiting steps under failure', () => {
  it('a hard pull that fails is retried later and writes nothing until it succeeds', async () => {
    let hardFailures = 1;
    const flaky = (sandbox: Providers): Providers => ({
      ...sandbox,
      creditBureau: {
        pull: (request) => {
          if (request.kind === 'HARD' && hardFailures-- > 0)
            return Promise.reject(new Error('bureau unavailable'));
          return sandbox.creditBureau.pull(request);
        },
      },
    });
    const h = await createHarness(flaky);
    harnesses.push(h);
    const j = await startJourney(h, 'Happy');
    expect(await driveThroughSubmission(j)).toBe('HARD_CREDIT_PULL');
    const rows = await h.t.db.select().from(auditEvents).where(eq(auditEvents.applicationId, j.id));
    expect(rows.filter((r) => (r.after as { kind?: string } | null)?.kind === 'HARD')).toEqual([]);
    expect(
      rows.filter((r) => (r.before as { serverStep?: string } | null)?.serverStep === 'HARD_CREDIT_PULL'),
    ).toEqual([]);
    h.clock.advance(60_000);
    expect(await j.settle()).toBe('INCOME_VERIFICATION');
  });

  // The table queue's lock on the app clock; pg-boss's (database clock) is test/jobs/pg-boss-restart.test.ts.
  it.skipIf(Boolean(process.env.DATABASE_URL))(
    'a worker that dies while asking the title company loses nothing: the next one parks the payoff',
    async () => {
      const h = await createHarness();
      harnesses.push(h);
      const j = await startJourney(h, 'Payoff');
      await driveThroughSubmission(j);
      await driveIncomeAndBank(j);
      expect(await verifyIdentity(j)).toBe('WAITING_FOR_TITLE');

      const sandbox = createSandboxProviders({ db: h.t.db });
      // The first process "is killed" while its title call is in flight: the call never returns.
      const dying: Providers = { ...sandbox, title: { titleReport: () => new Promise(() => {}) } };
      const first = new TableJobQueue(h.t.db, h.clock, { visibilityTimeoutMs: 60_000 });
      registerWorkflowJobs({ db: h.t.db, clock: h.clock, providers: dying, encryption, queue: first });
      void first.runNext(RESOLVE_STEP_JOB);
      await expect
        .poll(async () => (await h.t.db.select().from(jobs).where(eq(jobs.state, 'active'))).length)
        .toBe(1);
      expect(await j.status()).toBe('WAITING_FOR_TITLE');

      expect(await h.queue.runNext(RESOLVE_STEP_JOB)).toBe(false);
      h.clock.advance(60_001);
      expect(await j.settle()).toBe('PAYOFF_PENDING');
    },
  );
});
