import { applicationSchema, type Application } from '@lintel/domain/application/application';
import type { ServerStep } from '@lintel/domain/server-steps/server-step';
import { startApplication } from '../../../../src/features/workflow/steps/start-application.ts';
import { registerWorkflowJobs } from '../../../../src/features/workflow/jobs/resolve-step-job.ts';
import { registerStepJobs } from '../../../../src/features/workflow/jobs/step-jobs.ts';
import { createJobQueue } from '../../../../src/platform/jobs/create-job-queue.ts';
import type { DrainableJobQueue } from '../../../../src/platform/jobs/job-queue.ts';
import { PERSONAS } from '../../../../src/providers/personas.ts';
import { createSandboxProviders, type Providers } from '../../../../src/providers/providers.ts';
import { manualClock } from '../../identity/identity-test-kit.ts';
import { createTestApp, type TestApp } from '../../../support/test-app.ts';
import {
  applicationInput,
  encryption,
  signedInIdentity,
  type TestIdentity,
} from '../../applications/application-test-kit.ts';
import {
  driveIncomeAndBank,
  driveThroughSubmission,
  linkIncome,
  verifyIdentity,
} from '../../../../src/demo/persona-applications/drive-steps.ts';

// The borrower's calls themselves live in src (the persona seed walks the same ones); the tests import them here.
export {
  ADDITIONAL_INFO,
  BANK_ACCOUNT,
  chooseSmallestFixedOffer,
  driveIncomeAndBank,
  driveThroughSubmission,
  driveToCollectAdditionalInfo,
  FILES,
  HMDA_DECLINED,
  linkIncome,
  verifyIdentity,
} from '../../../../src/demo/persona-applications/drive-steps.ts';

// Drives applications through the API the way the browser does, for the after-offer scenario tests and for the
// closing chain's tests (helper S3): `driveToClosingDisclosure(harness, 'Happy')`.

export const V3 = '/service-application/api/v3/application/heloc';

export interface Harness {
  t: TestApp;
  queue: DrainableJobQueue;
  clock: ReturnType<typeof manualClock>;
}

/** Providers of the test's own, made from the sandbox on the test app's database (a provider that fails, say). */
export type AdjustProviders = (sandbox: Providers) => Providers;

/**
 * A test app with the workflow jobs registered on a queue the test drains itself. Close `t` in afterAll.
 * `jobProviders` adjusts the providers the background jobs call (the actions keep the app's sandbox).
 */
export async function createHarness(jobProviders: AdjustProviders = (sandbox) => sandbox): Promise<Harness> {
  const clock = manualClock();
  const t = await createTestApp({ clock });
  const queue = createJobQueue(t.db, clock);
  const providers = jobProviders(createSandboxProviders({ db: t.db }));
  registerWorkflowJobs({ db: t.db, clock, providers, encryption, queue });
  return { t, queue, clock };
}

/**
 * createHarness with the step modules' timed jobs registered too (the bank review's end, decision 234); `stepProviders`
 * adjusts the providers those jobs call (a review outcome of the test's own).
 */
export async function createHarnessWithStepJobs(
  stepProviders: AdjustProviders = (sandbox) => sandbox,
): Promise<Harness> {
  const h = await createHarness();
  const providers = stepProviders(createSandboxProviders({ db: h.t.db }));
  registerStepJobs({ db: h.t.db, clock: h.clock, providers, encryption, queue: h.queue });
  return h;
}

/** The persona's catalogue sequence (personas*.ts) up to and including `last` (its `occurrence`th). */
export function catalogue(lastName: string, last: ServerStep, occurrence = 1): string[] {
  const steps = PERSONAS.find((p) => p.pick.lastName === lastName)?.steps ?? [];
  let seen = 0;
  const end = steps.findIndex((s) => s === last && ++seen === occurrence);
  return steps.slice(0, end + 1);
}

/** The application's open conditions: their category and the words to the borrower. */
export async function openConditions(h: Harness, j: { id: string }) {
  const result = (await h.t.db.execute(
    `select category, comments_to_borrower from application_conditions where application_id = '${j.id}' and resolved_at is null`,
  )) as unknown as { rows: { category: string; comments_to_borrower: string }[] };
  return result.rows;
}

export interface JourneyOptions {
  /** Property overrides (e.g. `{ state: 'TX', city: 'San Antonio', zip: '78205' }`). */
  property?: Partial<ReturnType<typeof applicationInput>['property']>;
  employmentType?: 'FULL_TIME' | 'PART_TIME' | 'SELF_EMPLOYED';
}

export type Journey = Awaited<ReturnType<typeof startJourney>>;

/** Registration's application for the persona picked by `lastName`, and the calls the browser makes on it. */
export async function startJourney(h: Harness, lastName: string, options: JourneyOptions = {}) {
  const { t, queue, clock } = h;
  const borrower = await signedInIdentity(t.db, clock);
  const persona = PERSONAS.find((p) => p.pick.lastName === lastName);
  const base = applicationInput(borrower);
  const { step: _step, ...input } = applicationInput(borrower, {
    borrower: { firstName: 'Robin', lastName, dob: '1981-06-01' },
    income: {
      employmentType: options.employmentType ?? 'FULL_TIME',
      annualIncome: String(persona?.statedIncome ?? 150_000),
    },
    property: { ...base.property, ...options.property },
  });
  const id = await startApplication(t.db, { db: t.db, clock, encryption, jobs: queue }, input);
  const steps: string[] = [];
  const status = async (): Promise<ServerStep> => {
    const response = await t.app.inject({
      url: `/service-krang-heloc/borrower/secure/api/v1/${id}/status`,
      headers: borrower.headers,
    });
    const step = (response.json() as { step: ServerStep }).step;
    if (steps.at(-1) !== step) steps.push(step);
    return step;
  };
  const act = (method: 'GET' | 'POST' | 'PUT', path: string, payload?: object, as: TestIdentity = borrower) =>
    t.app.inject({
      method,
      url: `${V3}/${id}/${path}`,
      headers: as.headers,
      ...(payload ? { payload } : {}),
    });
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, as: TestIdentity = borrower) =>
    t.app.inject({ method, url, headers: as.headers, ...(payload ? { payload } : {}) });
  const upload = (type: string, body: Buffer, contentType: string, as: TestIdentity = borrower) =>
    t.app.inject({
      method: 'PUT',
      url: `${V3}/${id}/documents/${type}?fileName=${encodeURIComponent(`${type.toLowerCase()}.bin`)}`,
      headers: { ...as.headers, 'content-type': contentType },
      payload: body,
    });
  /** Polls, lets the jobs run, polls again: what the browser sees around a waiting step. */
  const settle = async () => {
    await status();
    await queue.drain();
    return status();
  };
  const application = async (): Promise<Application> =>
    applicationSchema.parse(
      (
        await t.app.inject({
          url: `/service-application/api/v1/application/heloc/${id}`,
          headers: borrower.headers,
        })
      ).json(),
    );
  return { id, borrower, steps, status, act, call, upload, settle, application };
}

/**
 * Registration to CLOSING_DISCLOSURE_GENERATED for a persona on the happy path of the after-offer steps (`Happy`,
 * `Flood`, `Bankreview`, any unmatched last name). Answers the journey for the next steps.
 */
export async function driveToClosingDisclosure(h: Harness, lastName = 'Happy', options: JourneyOptions = {}) {
  const j = await startJourney(h, lastName, options);
  const afterPull = await driveThroughSubmission(j);
  if (afterPull !== 'INCOME_VERIFICATION') throw new Error(`Hard pull ended at ${afterPull}`);
  await driveIncomeAndBank(j);
  const step = await verifyIdentity(j);
  if (step !== 'CLOSING_DISCLOSURE_GENERATED') throw new Error(`Identity verification ended at ${step}`);
  return j;
}

/** The body of income/verify after the widget linked an account as `username` (decision 182). */
export async function linked(
  j: Journey,
  linkType: 'PAYROLL' | 'BANK' = 'PAYROLL',
  username = 'user_good',
): Promise<{ linkType: 'PAYROLL' | 'BANK'; publicToken: string }> {
  return { linkType, publicToken: await linkIncome(j, linkType, username) };
}
