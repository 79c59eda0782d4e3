import type { ServerStep } from '@lintel/domain/server-steps/server-step';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOLVE_STEP_JOB } from '../../../../src/features/workflow/jobs/resolve-step-job.ts';
import { PERSONAS } from '../../../../src/providers/personas.ts';
import {
  chooseSmallestFixedOffer,
  createHarness,
  driveIncomeAndBank,
  driveThroughSubmission,
  startJourney,
  verifyIdentity,
  type Harness,
  type Journey,
} from '../after-offer/drive.ts';

// The requalify and Texas personas from registration onward: the steps before ours are other features' (helper S2's
// drive.ts); these tests check that our actions and resolvers continue the catalogue's sequence from where they stop.

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.t.close());

/** The catalogue's steps (personas*.ts) for the persona matching `pick`, up to and including `last`. */
function catalogue(pick: (p: (typeof PERSONAS)[number]) => boolean, last: ServerStep): ServerStep[] {
  const steps = PERSONAS.find(pick)?.steps ?? [];
  return steps.slice(0, steps.indexOf(last) + 1);
}

/** Like the browser polling while a job waits out its back-off: run due jobs, let time pass, poll. */
async function settleWithRetries(j: Journey): Promise<ServerStep> {
  await j.status();
  for (let idle = 0; idle < 3;) {
    if (await h.queue.runNext(RESOLVE_STEP_JOB)) {
      idle = 0;
      await j.status();
    } else {
      idle += 1;
      h.clock.advance(60_000);
    }
  }
  return j.status();
}

describe('Requalify persona: hard pull -> REQUALIFY -> revised offers', () => {
  it('continues to REVISED_OFFER_SELECTION on the hard score, then on to income verification', async () => {
    const j = await startJourney(h, 'Requalify');
    expect(await driveThroughSubmission(j)).toBe('REQUALIFY');
    const before = await j.application();

    expect((await j.act('POST', 'requalify', { choice: 'CONTINUE' })).json()).toEqual({
      step: 'WAITING_FOR_UNDERWRITING',
    });
    expect(await settleWithRetries(j)).toBe('REVISED_OFFER_SELECTION');
    const { offers } = (await j.act('GET', 'offers')).json() as {
      offers: { type: 'FIXED' | 'FLOATING'; term: number; min: number; baseRate: number }[];
    };
    expect(offers.length).toBeGreaterThan(0);
    // 702 on the hard pull prices worse than the soft pull's rate the borrower chose.
    expect(Math.min(...offers.map((o) => o.baseRate))).toBeGreaterThan(Number(before.rate));

    const chosen = await chooseSmallestFixedOffer(j);
    expect(chosen.json()).toEqual({ step: 'INCOME_VERIFICATION' });
    await j.status();
    expect(j.steps).toEqual(catalogue((p) => p.pick.lastName === 'Requalify', 'INCOME_VERIFICATION'));
  });

  it('withdraws: CANCELLED, and no further action is accepted', async () => {
    const j = await startJourney(h, 'Requalify');
    expect(await driveThroughSubmission(j)).toBe('REQUALIFY');
    expect((await j.act('POST', 'requalify', { choice: 'WITHDRAW' })).json()).toEqual({ step: 'CANCELLED' });
    expect(await j.status()).toBe('CANCELLED');
    expect((await j.act('POST', 'requalify', { choice: 'CONTINUE' })).statusCode).toBe(409);
  });
});

describe('Texas persona: identity verified -> BPO_CONDITION -> ... -> FINAL_OFFER', () => {
  it('answers the condition, orders the BPO, waits for the broker and keeps the chosen line', async () => {
    const j = await startJourney(h, 'Tejano', {
      property: { street1: '100 Alamo Plaza', city: 'San Antonio', state: 'TX', zip: '78205' },
    });
    expect(await driveThroughSubmission(j)).toBe('INCOME_VERIFICATION');
    await driveIncomeAndBank(j);
    expect(await verifyIdentity(j)).toBe('BPO_CONDITION');
    const chosen = await j.application();

    expect((await j.act('PUT', 'bpo/condition', { propertyCondition: 'AVERAGE' })).json()).toEqual({
      step: 'BPO_ORDER',
    });
    await j.status();
    expect((await j.act('POST', 'bpo/order', { agreeToCost: true })).json()).toEqual({
      step: 'BPO_PROCESSING',
    });
    expect(await settleWithRetries(j)).toBe('FINAL_OFFER');
    expect(j.steps).toEqual(catalogue((p) => p.pick.state === 'TX', 'FINAL_OFFER'));

    const final = await j.application();
    expect(final.status).toMatchObject({ bpo: null, condition: 'AVERAGE', uwDecision: 'APPROVED' });
    expect(final.adjustedHomeAmount).toBeGreaterThan(0);
    expect({ term: final.term, amount: final.amount }).toEqual({ term: chosen.term, amount: chosen.amount });
  });
});
