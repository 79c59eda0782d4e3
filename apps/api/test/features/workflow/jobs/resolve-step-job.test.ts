import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationOffers } from '../../../../src/features/applications/tables/application-offers.ts';
import { applications } from '../../../../src/features/applications/tables/application-table.ts';
import { auditEvents } from '../../../../src/features/audit/audit-tables.ts';
import { jobs } from '../../../../src/platform/jobs/jobs-tables.ts';
import {
  enqueueResolveStep,
  registerWorkflowJobs,
  RESOLVE_STEP_JOB,
} from '../../../../src/features/workflow/jobs/resolve-step-job.ts';
import { recoverWaitingApplications } from '../../../../src/features/workflow/jobs/recover-waiting.ts';
import { TableJobQueue } from '../../../../src/platform/jobs/table-job-queue.ts';
import { PERSONAS } from '../../../../src/providers/personas.ts';
import { createSandboxProviders, type Providers } from '../../../../src/providers/providers.ts';
import { encryption, newApplication, signedInIdentity } from '../../applications/application-test-kit.ts';
import { manualClock } from '../../identity/identity-test-kit.ts';
import { createTestApp, type TestApp } from '../../../support/test-app.ts';

const clock = manualClock();
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

function workflow(providers: Providers = createSandboxProviders({ db: t.db })) {
  const queue = new TableJobQueue(t.db, clock);
  registerWorkflowJobs({ db: t.db, clock, providers, encryption, queue });
  return queue;
}

/** An application for the sandbox persona picked by `lastName`, with the income the persona states. */
async function applicationFor(lastName: string, step: 'WAITING_FOR_CREDIT' | 'WAITING_FOR_UNDERWRITING') {
  const owner = await signedInIdentity(t.db, clock);
  const persona = PERSONAS.find((p) => p.pick.lastName === lastName);
  const id = await newApplication(t.db, clock, owner, {
    step,
    borrower: { firstName: 'Sam', lastName, dob: '1980-01-01' },
    income: { employmentType: 'FULL_TIME', annualIncome: String(persona?.statedIncome ?? 150_000) },
  });
  return id;
}

async function row(id: string) {
  const [application] = await t.db.select().from(applications).where(eq(applications.id, id));
  return application!;
}

describe('resolving waiting steps with background jobs', () => {
  it('moves the happy path from the soft pull to lien verification, auditing each provider call', async () => {
    const queue = workflow();
    const id = await applicationFor('Happy', 'WAITING_FOR_CREDIT');
    await enqueueResolveStep(queue, id, 'WAITING_FOR_CREDIT');
    await queue.drain();
    expect(await row(id)).toMatchObject({ serverStep: 'LIEN_VERIFICATION', propertyComplete: true });
    const actions = (await t.db.select().from(auditEvents).where(eq(auditEvents.applicationId, id))).map(
      (a) => a.action,
    );
    expect(actions).toEqual(
      expect.arrayContaining([
        'provider.credit-bureau.pull',
        'provider.property-data.lookup',
        'step.transition',
      ]),
    );
  });

  it.each([
    ['Frozen', 'CREDIT_FROZEN'],
    ['Locked', 'CREDIT_LOCKED'],
    ['Nomatch', 'CREDIT_NO_MATCH'],
  ])('stops a %s applicant at %s', async (lastName, step) => {
    const queue = workflow();
    const id = await applicationFor(lastName, 'WAITING_FOR_CREDIT');
    await enqueueResolveStep(queue, id, 'WAITING_FOR_CREDIT');
    await queue.drain();
    expect((await row(id)).serverStep).toBe(step);
  });

  it('underwrites the happy path to offer selection with current offers', async () => {
    const queue = workflow();
    const id = await applicationFor('Happy', 'WAITING_FOR_UNDERWRITING');
    await enqueueResolveStep(queue, id, 'WAITING_FOR_UNDERWRITING');
    await queue.drain();
    expect(await row(id)).toMatchObject({
      serverStep: 'OFFER_SELECTION',
      decision: 'APPROVED',
      subDecision: 'UNVERIFIED_OFFER',
      liensComplete: true,
    });
    const offers = await t.db.select().from(applicationOffers).where(eq(applicationOffers.applicationId, id));
    expect(offers.length).toBeGreaterThan(0);
    expect(offers.every((o) => o.current)).toBe(true);
  });

  it('declines a DTI decline with its flag and adverse-action reasons', async () => {
    const queue = workflow();
    const id = await applicationFor('Dti', 'WAITING_FOR_UNDERWRITING');
    await enqueueResolveStep(queue, id, 'WAITING_FOR_UNDERWRITING');
    await queue.drain();
    const declined = await row(id);
    expect(declined).toMatchObject({ serverStep: 'DECLINED', decision: 'DECLINE', dtiDecline: true });
    expect(declined.adverseAction).toMatchObject({ reasons: expect.any(Array) });
  });

  it('retries after a provider failure; the failed attempt changes nothing', async () => {
    const sandbox = createSandboxProviders({ db: t.db });
    let calls = 0;
    const flaky: Providers = {
      ...sandbox,
      title: {
        titleReport: (request) => {
          calls += 1;
          return calls === 1
            ? Promise.reject(new Error('title vendor down'))
            : sandbox.title.titleReport(request);
        },
      },
    };
    const queue = workflow(flaky);
    const id = await applicationFor('Happy', 'WAITING_FOR_UNDERWRITING');
    await enqueueResolveStep(queue, id, 'WAITING_FOR_UNDERWRITING');
    const auditsBefore = (await t.db.select().from(auditEvents).where(eq(auditEvents.applicationId, id)))
      .length;

    expect(await queue.runNext(RESOLVE_STEP_JOB)).toBe(true);
    expect(await row(id)).toMatchObject({ serverStep: 'WAITING_FOR_UNDERWRITING', decision: null });
    expect(
      await t.db.select().from(applicationOffers).where(eq(applicationOffers.applicationId, id)),
    ).toEqual([]);
    expect((await t.db.select().from(auditEvents).where(eq(auditEvents.applicationId, id))).length).toBe(
      auditsBefore,
    );

    clock.advance(2_000);
    await queue.drain();
    expect((await row(id)).serverStep).toBe('OFFER_SELECTION');
  });

  it('a worker that dies mid-job (after its provider calls) loses nothing: the next worker finishes the step', async () => {
    const sandbox = createSandboxProviders({ db: t.db });
    // The first process "is killed" while its title call is in flight: the call never returns.
    const dying: Providers = { ...sandbox, title: { titleReport: () => new Promise(() => {}) } };
    const first = new TableJobQueue(t.db, clock, { visibilityTimeoutMs: 60_000 });
    registerWorkflowJobs({ db: t.db, clock, providers: dying, encryption, queue: first });
    const id = await applicationFor('Happy', 'WAITING_FOR_UNDERWRITING');
    await enqueueResolveStep(first, id, 'WAITING_FOR_UNDERWRITING');
    void first.runNext(RESOLVE_STEP_JOB);
    await expect
      .poll(async () => (await t.db.select().from(jobs).where(eq(jobs.state, 'active'))).length)
      .toBe(1);
    expect((await row(id)).serverStep).toBe('WAITING_FOR_UNDERWRITING');

    const restarted = workflow();
    expect(await restarted.runNext(RESOLVE_STEP_JOB)).toBe(false);
    clock.advance(60_001);
    await restarted.drain();
    expect(await row(id)).toMatchObject({ serverStep: 'OFFER_SELECTION', decision: 'APPROVED' });
  });

  it('queues the missing job of a waiting application at start, once', async () => {
    const queue = workflow();
    const id = await applicationFor('Happy', 'WAITING_FOR_CREDIT');
    expect(await recoverWaitingApplications(t.db, queue)).toBeGreaterThanOrEqual(1);
    expect(await recoverWaitingApplications(t.db, queue)).toBe(0);
    await queue.drain();
    expect((await row(id)).serverStep).toBe('LIEN_VERIFICATION');
  });

  it('does nothing when the job runs again after the step already moved', async () => {
    const queue = workflow();
    const id = await applicationFor('Happy', 'WAITING_FOR_CREDIT');
    await enqueueResolveStep(queue, id, 'WAITING_FOR_CREDIT');
    await queue.drain();
    const moved = await row(id);
    await enqueueResolveStep(queue, id, 'WAITING_FOR_CREDIT');
    await queue.drain();
    expect(await row(id)).toEqual(moved);
  });
});
