import { applicationSchema, type Application } from '@lintel/domain/application/application';
import type { ServerStep } from '@lintel/domain/server-steps/server-step';
import { startApplication } from '../../src/applications/start-application.ts';
import { registerWorkflowJobs } from '../../src/jobs/resolve-step-job.ts';
import { TableJobQueue } from '../../src/jobs/table-job-queue.ts';
import { PERSONAS } from '../../src/providers/personas.ts';
import { createSandboxProviders, type Providers } from '../../src/providers/providers.ts';
import { manualClock } from '../identity/identity-test-kit.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import {
  applicationInput,
  encryption,
  signedInIdentity,
  type TestIdentity,
} from '../applications/application-test-kit.ts';

// Drives applications through the API the way the browser does, for the after-offer scenario tests and for the
// closing chain's tests (helper S3): `driveToClosingDisclosure(harness, 'Happy')`.

export const V3 = '/service-application/api/v3/application/heloc';

export interface Harness {
  t: TestApp;
  queue: TableJobQueue;
  clock: ReturnType<typeof manualClock>;
}

/**
 * A test app with the workflow jobs registered on a queue the test drains itself. Close `t` in afterAll.
 * `jobProviders` replaces the providers the background jobs call (the actions keep the app's sandbox).
 */
export async function createHarness(jobProviders: Providers = createSandboxProviders()): Promise<Harness> {
  const clock = manualClock();
  const t = await createTestApp({ clock });
  const queue = new TableJobQueue(t.db, clock);
  registerWorkflowJobs({ db: t.db, clock, providers: jobProviders, encryption, queue });
  return { t, queue, clock };
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
  const id = await startApplication(t.db, { db: t.db, clock, encryption }, input);
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
  return { id, borrower, steps, status, act, upload, settle, application };
}

/** A tiny valid file of each accepted kind (the server checks the leading bytes). */
export const FILES = {
  pdf: Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
  png: Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex'),
  jpeg: Buffer.from('ffd8ffe000104a46494600010100000100010000ffd9', 'hex'),
};

async function expectStep(j: Journey, response: { json(): unknown; statusCode: number }, step: ServerStep) {
  const body = response.json() as { step?: string };
  if (response.statusCode !== 200 || body.step !== step)
    throw new Error(
      `Expected ${step}, got ${response.statusCode} ${JSON.stringify(body)} (steps ${j.steps.join(' > ')})`,
    );
  await j.status();
}

/** WAITING_FOR_CREDIT … OFFER_SELECTION, then the smallest FIXED line with the chosen payment mode. */
export async function driveToCollectAdditionalInfo(j: Journey, payType: 'AUTOPAY' | 'MANUAL' = 'MANUAL') {
  await j.settle();
  await expectStep(j, await j.act('POST', 'liens/confirm'), 'WAITING_FOR_UNDERWRITING');
  await j.settle();
  const { offers } = (await j.act('GET', 'offers')).json() as {
    offers: { type: 'FIXED' | 'FLOATING'; term: number; min: number }[];
  };
  const offer = offers.find((o) => o.type === 'FIXED');
  if (!offer) throw new Error(`No FIXED offer (steps ${j.steps.join(' > ')})`);
  await expectStep(
    j,
    await j.act('PUT', 'offer', { type: 'FIXED', term: offer.term, amount: offer.min, payType }),
    'COLLECT_ADDITIONAL_INFO',
  );
}

export const ADDITIONAL_INFO = {
  addressOwnership: 'SOLE_OWNER',
  maritalStatus: 'UNMARRIED',
  ssn: '123-45-6789',
  hardCreditConsent: true,
  phoneNumber: '(303) 555-0142',
} as const;

export const HMDA_DECLINED = { ethnicity: ['NOT_PROVIDED'], race: ['NOT_PROVIDED'], sex: ['NOT_PROVIDED'] };

/** … COLLECT_ADDITIONAL_INFO, HMDA, SUMMARY_DISCLOSURE, APP_SUBMISSION, then the hard pull's job. */
export async function driveThroughSubmission(j: Journey, ssn: string = ADDITIONAL_INFO.ssn) {
  await driveToCollectAdditionalInfo(j);
  await expectStep(j, await j.act('PUT', 'additional-info', { ...ADDITIONAL_INFO, ssn }), 'HMDA');
  await expectStep(j, await j.act('PUT', 'hmda', HMDA_DECLINED), 'SUMMARY_DISCLOSURE');
  await expectStep(j, await j.act('POST', 'summary-disclosure/accept', { accepted: true }), 'APP_SUBMISSION');
  await expectStep(j, await j.act('POST', 'submit', { certified: true }), 'HARD_CREDIT_PULL');
  return j.settle();
}

/** A routing number that passes the ABA checksum, and an account number the bank sandbox verifies. */
export const BANK_ACCOUNT = {
  routingNumber: '021000021',
  accountNumber: '000123456789',
  accountType: 'CHECKING',
  autopay: true,
} as const;

/** From INCOME_VERIFICATION (matched income) through the bank account to IDENTITY_VERIFICATION. */
export async function driveIncomeAndBank(j: Journey) {
  await expectStep(j, await j.act('POST', 'income/verify', { linkType: 'PAYROLL' }), 'DISBURSEMENT_ACCOUNT');
  await expectStep(j, await j.act('PUT', 'disbursement-account', BANK_ACCOUNT), 'IDENTITY_VERIFICATION');
}

/** Uploads a driver's licence front and asks for the identity check; answers the step it reached. */
export async function verifyIdentity(j: Journey): Promise<ServerStep> {
  const uploaded = await j.upload('DRIVERS_LICENSE_FRONT', FILES.jpeg, 'image/jpeg');
  if (uploaded.statusCode !== 200) throw new Error(`ID upload failed: ${uploaded.body}`);
  const response = await j.act('POST', 'identity/verify', { idType: "US Driver's License" });
  const step = (response.json() as { step: ServerStep }).step;
  await j.status();
  return step;
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
