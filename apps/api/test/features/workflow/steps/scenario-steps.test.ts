import { applicationSchema } from '@lintel/domain/application/application';
import { DRAW_WHOLE_DOLLARS } from '@lintel/domain/application/offer';
import { formatUsd } from '@lintel/domain/loan-math/format-money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApplication } from '../../../../src/features/workflow/steps/start-application.ts';
import { registerWorkflowJobs } from '../../../../src/features/workflow/jobs/resolve-step-job.ts';
import { createJobQueue } from '../../../../src/platform/jobs/create-job-queue.ts';
import type { DrainableJobQueue } from '../../../../src/platform/jobs/job-queue.ts';
import { PERSONAS } from '../../../../src/providers/personas.ts';
import { createSandboxProviders } from '../../../../src/providers/providers.ts';
import { manualClock } from '../../identity/identity-test-kit.ts';
import { createTestApp, type TestApp } from '../../../support/test-app.ts';
import { applicationInput, encryption, signedInIdentity, type TestIdentity } from '../../applications/application-test-kit.ts';

const V3 = '/service-application/api/v3/application/heloc';
const clock = manualClock();
let t: TestApp;
let queue: DrainableJobQueue;

beforeAll(async () => {
  t = await createTestApp({ clock });
  queue = createJobQueue(t.db, clock);
  registerWorkflowJobs({ db: t.db, clock, providers: createSandboxProviders({ db: t.db }), encryption, queue });
});
afterAll(() => t.close());

/** A journey for the persona picked by `lastName`: registration's application, then the steps as the browser sees them. */
async function journey(lastName: string) {
  const borrower = await signedInIdentity(t.db, clock);
  const persona = PERSONAS.find((p) => p.pick.lastName === lastName);
  const { step: _step, ...input } = applicationInput(borrower, {
    borrower: { firstName: 'Robin', lastName, dob: '1981-06-01' },
    income: { employmentType: 'FULL_TIME', annualIncome: String(persona?.statedIncome ?? 150_000) },
  });
  const id = await startApplication(t.db, { db: t.db, clock, encryption, jobs: queue }, input);
  const steps: string[] = [];
  const status = async () => {
    const response = await t.app.inject({
      url: `/service-krang-heloc/borrower/secure/api/v1/${id}/status`,
      headers: borrower.headers,
    });
    const step = (response.json() as { step: string }).step;
    if (steps.at(-1) !== step) steps.push(step);
    return step;
  };
  const act = (method: 'POST' | 'PUT', path: string, payload?: object) =>
    t.app.inject({
      method,
      url: `${V3}/${id}/${path}`,
      headers: borrower.headers,
      ...(payload ? { payload } : {}),
    });
  /** Polls the status, lets the jobs run, polls again: what the browser sees around a waiting step. */
  const settle = async () => {
    await status();
    await queue.drain();
    return status();
  };
  return { id, borrower, steps, status, act, settle };
}

async function application(id: string, borrower: TestIdentity) {
  const response = await t.app.inject({
    url: `/service-application/api/v1/application/heloc/${id}`,
    headers: borrower.headers,
  });
  return applicationSchema.parse(response.json());
}

describe('scenario step sequences through the API', () => {
  it('happy path: soft pull, liens, underwriting, offer selection', async () => {
    const j = await journey('Happy');
    await j.settle();
    expect((await j.act('POST', 'liens/confirm')).json()).toEqual({ step: 'WAITING_FOR_UNDERWRITING' });
    await j.settle();
    const offers = (
      await t.app.inject({ url: `${V3}/${j.id}/offers`, headers: j.borrower.headers })
    ).json() as {
      offers: {
        type: 'FIXED' | 'FLOATING';
        term: number;
        minDraw: number;
        maxDraw: number;
        max: number;
        rate: number;
      }[];
    };
    const offer = offers.offers.find((o) => o.type === 'FIXED')!;
    const choose = (amount: number) =>
      j.act('PUT', 'offer', { type: 'FIXED', term: offer.term, amount, payType: 'MANUAL' });
    // Above the draw limit though inside the line (the fee comes out of the line): the page's own message.
    expect(offer.maxDraw).toBeLessThan(offer.max);
    const outside = await choose(offer.maxDraw + 1);
    expect(outside.statusCode).toBe(400);
    expect(outside.json()).toEqual({
      errors: [{ message: `Must be at most ${formatUsd(offer.maxDraw, 0)}`, field: 'amount' }],
    });
    const cents = await choose(offer.minDraw + 0.5);
    expect(cents.json()).toEqual({ errors: [{ message: DRAW_WHOLE_DOLLARS, field: 'amount' }] });
    const chosen = await choose(offer.minDraw);
    expect(chosen.json()).toEqual({ step: 'COLLECT_ADDITIONAL_INFO' });
    await j.status();
    expect(j.steps).toEqual([
      'WAITING_FOR_CREDIT',
      'LIEN_VERIFICATION',
      'WAITING_FOR_UNDERWRITING',
      'OFFER_SELECTION',
      'COLLECT_ADDITIONAL_INFO',
    ]);
    expect(await application(j.id, j.borrower)).toMatchObject({
      term: offer.term,
      amount: offer.minDraw,
      rate: offer.rate,
      payType: 'MANUAL',
      status: {
        uwDecision: 'APPROVED',
        uwSubDecision: 'UNVERIFIED_OFFER',
        liensComplete: true,
        propertyComplete: true,
      },
    });
  });

  it('credit no match: the SSN entry finds the file and the journey continues', async () => {
    const j = await journey('Nomatch');
    expect(await j.settle()).toBe('CREDIT_NO_MATCH');
    expect((await j.act('POST', 'liens/confirm')).statusCode).toBe(409);
    expect((await j.act('PUT', 'ssn', { ssn: '123-45-6789' })).json()).toEqual({
      step: 'WAITING_FOR_CREDIT',
    });
    await j.settle();
    expect(j.steps).toEqual([
      'WAITING_FOR_CREDIT',
      'CREDIT_NO_MATCH',
      'WAITING_FOR_CREDIT',
      'LIEN_VERIFICATION',
    ]);
    expect((await application(j.id, j.borrower)).hasSsn).toBe(true);
  });

  it('no match with the SSN held ends at CREDIT_NO_MATCH_SSN_HELD', async () => {
    const j = await journey('Nossn');
    await j.settle();
    await j.act('PUT', 'ssn', { ssn: '666-02-1234' });
    await j.settle();
    expect(j.steps).toEqual([
      'WAITING_FOR_CREDIT',
      'CREDIT_NO_MATCH',
      'WAITING_FOR_CREDIT',
      'CREDIT_NO_MATCH_SSN_HELD',
    ]);
  });

  it.each([
    ['Frozen', 'CREDIT_FROZEN'],
    ['Locked', 'CREDIT_LOCKED'],
  ])('%s stops at %s', async (lastName, step) => {
    const j = await journey(lastName);
    await j.settle();
    expect(j.steps).toEqual(['WAITING_FOR_CREDIT', step]);
  });

  it('frozen with PIN: a wrong PIN, then 1234 lifts the freeze', async () => {
    const j = await journey('Pin');
    expect(await j.settle()).toBe('CREDIT_FROZEN');
    expect((await application(j.id, j.borrower)).status?.creditFrozenWithPin).toBe(true);
    await j.act('PUT', 'credit-freeze-pin', { pin: '9999' });
    expect(await j.settle()).toBe('CREDIT_INCORRECT_PIN');
    expect((await j.act('PUT', 'credit-freeze-pin', { pin: '1234' })).json()).toEqual({
      step: 'WAITING_FOR_CREDIT',
    });
    await j.settle();
    expect(j.steps).toEqual([
      'WAITING_FOR_CREDIT',
      'CREDIT_FROZEN',
      'WAITING_FOR_CREDIT',
      'CREDIT_INCORRECT_PIN',
      'WAITING_FOR_CREDIT',
      'LIEN_VERIFICATION',
    ]);
  });

  it.each([
    ['Noavm', 'NO_AVM'],
    ['Appraisal', 'ONSITE_APPRAISAL'],
    ['Several', 'MULTIPLE_PROPERTY'],
    ['Noproperty', 'NO_PROPERTY'],
    ['Datatree', 'NO_PROPERTY'],
    ['Notowner', 'NO_PROPERTY'],
    ['Nocredit', 'CREDIT_NO_MATCH_SSN_HELD'],
  ])('%s stops at %s before the liens', async (lastName, step) => {
    const j = await journey(lastName);
    await j.settle();
    expect(j.steps).toEqual(['WAITING_FOR_CREDIT', step]);
  });

  it('a plain freeze takes no PIN', async () => {
    const j = await journey('Frozen');
    await j.settle();
    expect((await j.act('PUT', 'credit-freeze-pin', { pin: '1234' })).statusCode).toBe(409);
  });

  it('DTI decline: declined after underwriting with the dtiDecline flag', async () => {
    const j = await journey('Dti');
    await j.settle();
    await j.act('POST', 'liens/confirm');
    await j.settle();
    expect(j.steps).toEqual([
      'WAITING_FOR_CREDIT',
      'LIEN_VERIFICATION',
      'WAITING_FOR_UNDERWRITING',
      'DECLINED',
    ]);
    expect((await application(j.id, j.borrower)).status).toMatchObject({
      uwDecision: 'DECLINE',
      dtiDecline: true,
    });
  });

  it("refuses another borrower's actions with 404 and changes nothing", async () => {
    const j = await journey('Happy');
    await j.settle();
    const stranger = await signedInIdentity(t.db, clock);
    const response = await t.app.inject({
      method: 'POST',
      url: `${V3}/${j.id}/liens/confirm`,
      headers: stranger.headers,
    });
    expect(response.statusCode).toBe(404);
    expect(await j.status()).toBe('LIEN_VERIFICATION');
  });
});
