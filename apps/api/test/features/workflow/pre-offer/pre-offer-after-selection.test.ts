import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationIncomeSources } from '../../../../src/features/applications/tables/application-property-income.ts';
import { auditEvents } from '../../../../src/features/audit/audit-tables.ts';
import { RESOLVE_STEP_JOB, registerWorkflowJobs } from '../../../../src/features/workflow/jobs/resolve-step-job.ts';
import { createJobQueue } from '../../../../src/platform/jobs/create-job-queue.ts';
import { createSandboxProviders } from '../../../../src/providers/providers.ts';
import { encryption } from '../../applications/application-test-kit.ts';
import { V3, preOfferApp } from './pre-offer-kit.ts';

let kit: Awaited<ReturnType<typeof preOfferApp>>;
beforeAll(async () => {
  kit = await preOfferApp();
});
afterAll(() => kit.t.close());

const chosenOffer = { term: 30, amount: '20000.00', rate: '8.350', payType: 'AUTOPAY' as const };
const consents = [
  { type: 'SOFT_CREDIT' as const, textVersion: 'soft-credit-2026-01' },
  { type: 'HARD_CREDIT' as const, textVersion: 'hard-credit-2026-01' },
];

const requalifyAt = () =>
  kit.placedAt(
    'REQUALIFY',
    { borrower: { firstName: 'Robin', lastName: 'Requalify', dob: '1981-06-01' }, consents },
    { ...chosenOffer, decision: 'APPROVED', subDecision: 'UNVERIFIED_OFFER' },
  );

describe('requalify / prequal win-back (REQUALIFY -> product/prequal-winback)', () => {
  it('continue: the hard pull re-prices the file and the borrower chooses again', async () => {
    const j = await requalifyAt();
    await j.status();
    const bad = await j.act('POST', 'requalify', { choice: 'MAYBE' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      errors: [
        { message: 'Select whether to see your new offers or withdraw your application', field: 'choice' },
      ],
    });
    expect((await j.act('POST', 'requalify', { choice: 'CONTINUE' })).json()).toEqual({
      step: 'WAITING_FOR_UNDERWRITING',
    });
    expect(await j.settle()).toBe('REVISED_OFFER_SELECTION');
    expect(j.steps).toEqual(['REQUALIFY', 'WAITING_FOR_UNDERWRITING', 'REVISED_OFFER_SELECTION']);
    const offers = (
      (await kit.t.app.inject({ url: `${V3}/${j.id}/offers`, headers: j.borrower.headers })).json() as {
        offers: { baseRate: number }[];
      }
    ).offers;
    // The hard pull's 702 is tier T3 (base 10.45%), not the soft pull's top tier.
    expect(offers.length).toBeGreaterThan(0);
    expect(new Set(offers.map((o) => o.baseRate))).toEqual(new Set([10.45]));
  });

  it('withdraw cancels the application', async () => {
    const j = await requalifyAt();
    expect((await j.act('POST', 'requalify', { choice: 'WITHDRAW' })).json()).toEqual({ step: 'CANCELLED' });
    expect(await j.status()).toBe('CANCELLED');
    expect((await j.act('POST', 'requalify', { choice: 'CONTINUE' })).statusCode).toBe(409);
  });

  it('refuses another borrower with 404', async () => {
    const j = await requalifyAt();
    const stranger = await kit.stranger();
    const response = await kit.t.app.inject({
      method: 'POST',
      url: `${V3}/${j.id}/requalify`,
      headers: stranger.headers,
      payload: { choice: 'WITHDRAW' },
    });
    expect(response.statusCode).toBe(404);
    expect(await j.status()).toBe('REQUALIFY');
  });
});

describe('a BPO that came back without a value (NO_BPO_ESTIMATE -> bpo/estimate-value)', () => {
  it('the borrower estimate re-prices the chosen line; the borrower chooses again', async () => {
    const j = await kit.placedAt(
      'NO_BPO_ESTIMATE',
      { borrower: { firstName: 'Robin', lastName: 'Noavm', dob: '1981-06-01' }, consents },
      { ...chosenOffer, decision: 'APPROVED', subDecision: 'BPO_PENDING', bpo: 'BPO_REQUIRED' },
    );
    await j.status();
    expect((await j.act('PUT', 'bpo/estimate-value', { estimatedValue: 610_000 })).json()).toEqual({
      step: 'WAITING_FOR_UNDERWRITING',
    });
    expect(await j.settle()).toBe('REVISED_OFFER_SELECTION');
    expect(j.steps).toEqual(['NO_BPO_ESTIMATE', 'WAITING_FOR_UNDERWRITING', 'REVISED_OFFER_SELECTION']);
    const application = await j.application();
    expect(application.property?.value).toBe(610_000);
    expect(application.status?.bpo).toBe('BPO_REQUIRED');
    expect((await j.act('PUT', 'bpo/estimate-value', { estimatedValue: 610_000 })).statusCode).toBe(409);
  });
});

describe('BPO in Texas (BPO_CONDITION -> BPO_ORDER -> BPO_PROCESSING -> FINAL_OFFER)', () => {
  const texasAt = async () => {
    const j = await kit.placedAt(
      'BPO_CONDITION',
      {
        borrower: { firstName: 'Robin', lastName: 'Texan', dob: '1981-06-01' },
        property: {
          street1: '100 Alamo Plaza',
          city: 'San Antonio',
          state: 'TX',
          zip: '78205',
          occupancyType: 'PRIMARY',
        },
        consents,
      },
      {
        ...chosenOffer,
        decision: 'APPROVED',
        subDecision: 'VERIFIED_INCOME_MATCHED_OFFER',
        bpo: 'BPO_REQUIRED',
      },
    );
    await kit.t.db
      .update(applicationIncomeSources)
      .set({ verified: true })
      .where(eq(applicationIncomeSources.applicationId, j.id));
    return j;
  };

  it('condition, order with its cost, the broker, then the final offer on the BPO value', async () => {
    const j = await texasAt();
    await j.status();
    expect((await j.act('POST', 'bpo/order', { agreeToCost: true })).statusCode).toBe(409);
    const bad = await j.act('PUT', 'bpo/condition', { propertyCondition: 'SPLENDID' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      errors: [{ message: 'Select the condition of your property', field: 'propertyCondition' }],
    });
    expect((await j.act('PUT', 'bpo/condition', { propertyCondition: 'GOOD' })).json()).toEqual({
      step: 'BPO_ORDER',
    });
    await j.status();
    expect((await j.application()).status).toMatchObject({ bpo: 'UNKNOWN_BPO_STATUS', condition: 'GOOD' });

    const refused = await j.act('POST', 'bpo/order', {});
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      errors: [{ message: 'Confirm that you agree to pay for the property valuation', field: 'agreeToCost' }],
    });
    expect((await j.act('POST', 'bpo/order', { agreeToCost: true })).json()).toEqual({
      step: 'BPO_PROCESSING',
    });
    expect(await j.settle()).toBe('FINAL_OFFER');
    expect(j.steps).toEqual([
      'BPO_CONDITION',
      'BPO_ORDER',
      'BPO_PROCESSING',
      'WAITING_FOR_UNDERWRITING',
      'FINAL_OFFER',
    ]);
    const application = await j.application();
    expect(application.status).toMatchObject({
      bpo: null,
      uwDecision: 'APPROVED',
      uwSubDecision: 'VERIFIED_INCOME_MATCHED_OFFER',
    });
    expect(application.adjustedHomeAmount).toBeGreaterThan(0);
  });

  it('a restart while the broker works loses nothing: the same order completes, placed once', async () => {
    const j = await texasAt();
    await j.act('PUT', 'bpo/condition', { propertyCondition: 'FAIR' });
    await j.act('POST', 'bpo/order', { agreeToCost: true });
    // The first run places the order; the broker is not done, so the job is retried later.
    expect(await kit.queue.runNext(RESOLVE_STEP_JOB)).toBe(true);
    expect(await j.status()).toBe('BPO_PROCESSING');

    // A new process: fresh sandbox providers (orders kept in memory are gone) and its own queue on the same database.
    const restarted = createJobQueue(kit.t.db, kit.clock);
    registerWorkflowJobs({
      db: kit.t.db,
      clock: kit.clock,
      providers: createSandboxProviders({ db: kit.t.db }),
      encryption,
      queue: restarted,
    });
    for (let idle = 0; idle < 3;) {
      if (await restarted.runNext(RESOLVE_STEP_JOB)) idle = 0;
      else {
        idle += 1;
        kit.clock.advance(60_000);
      }
    }
    expect(await j.status()).toBe('FINAL_OFFER');
    const orders = await kit.t.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.applicationId, j.id), eq(auditEvents.action, 'provider.valuation.bpo-order')),
      );
    expect(orders).toHaveLength(1);
  });

  it('refuses another borrower with 404 at each BPO action', async () => {
    const j = await texasAt();
    const stranger = await kit.stranger();
    for (const [method, path, payload] of [
      ['PUT', 'bpo/condition', { propertyCondition: 'GOOD' }],
      ['POST', 'bpo/order', { agreeToCost: true }],
    ] as const) {
      const response = await kit.t.app.inject({
        method,
        url: `${V3}/${j.id}/${path}`,
        headers: stranger.headers,
        payload,
      });
      expect(response.statusCode).toBe(404);
    }
    expect(await j.status()).toBe('BPO_CONDITION');
  });
});
