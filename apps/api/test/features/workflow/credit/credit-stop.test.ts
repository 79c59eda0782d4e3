import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationBorrowerDetails } from '../../../../src/features/applications/tables/application-parties.ts';
import { signedInIdentity } from '../../applications/application-test-kit.ts';
import { createKit, journey, type Kit } from './credit-review-kit.ts';

let kit: Kit;
beforeAll(async () => {
  kit = await createKit();
});
afterAll(() => kit.t.close());

const BUREAU = { name: 'Sandbox Credit Bureau', phone: '(800) 555-0142' };

describe('credit/error: a freeze or lock, what to do, and trying again', () => {
  it.each([
    ['Frozen', 'CREDIT_FROZEN', 'FROZEN'],
    ['Locked', 'CREDIT_LOCKED', 'LOCKED'],
  ])('%s lands on credit/error; "try again" pulls again', async (lastName, step, reason) => {
    const j = await journey(kit, lastName);
    expect(await j.settle()).toBe(step);
    expect(await j.landing()).toBe('credit/error');
    const stop = await j.call('GET', 'credit/stop');
    expect(stop.statusCode).toBe(200);
    expect(stop.json()).toEqual({ reason, bureau: BUREAU });

    expect((await j.call('POST', 'credit/retry', {})).json()).toEqual({ step: 'WAITING_FOR_CREDIT' });
    // The sandbox bureau still has the file frozen or locked: the borrower is back where they were.
    expect(await j.settle()).toBe(step);
    expect(j.steps).toEqual(['WAITING_FOR_CREDIT', step, 'WAITING_FOR_CREDIT', step]);
  });

  it('Pin: a PIN freeze keeps its PIN entry; 1234 lifts it for every later pull, on to the offers', async () => {
    const j = await journey(kit, 'Pin');
    await j.settle();
    expect(await j.landing()).toBe('credit/error');
    expect((await j.call('GET', 'credit/stop')).json()).toEqual({
      reason: 'FROZEN_WITH_PIN',
      bureau: BUREAU,
    });
    await j.call('PUT', 'credit-freeze-pin', { pin: '1234' });
    expect(await j.settle()).toBe('LIEN_VERIFICATION');
    expect(await j.landing()).toBe('liens');
    // Underwriting pulls the still-frozen file again: the PIN kept with the borrower lets it through.
    await j.call('POST', 'liens/confirm');
    expect(await j.settle()).toBe('OFFER_SELECTION');
    expect(j.steps).toEqual([
      'WAITING_FOR_CREDIT',
      'CREDIT_FROZEN',
      'WAITING_FOR_CREDIT',
      'LIEN_VERIFICATION',
      'WAITING_FOR_UNDERWRITING',
      'OFFER_SELECTION',
    ]);
    const [stored] = await kit.t.db
      .select({ pin: applicationBorrowerDetails.creditFreezePinEncrypted })
      .from(applicationBorrowerDetails)
      .where(eq(applicationBorrowerDetails.applicationId, j.id));
    expect(stored?.pin).toMatch(/^v1:/);
    expect(stored?.pin).not.toContain('1234');
  });

  it('Wrongpin: review-app/incorrect-pin, where a PIN or "try again" pulls again', async () => {
    const j = await journey(kit, 'Wrongpin');
    await j.settle();
    await j.call('PUT', 'credit-freeze-pin', { pin: '1234' });
    expect(await j.settle()).toBe('CREDIT_INCORRECT_PIN');
    expect(await j.landing()).toBe('review-app/incorrect-pin');
    expect((await j.call('GET', 'credit/stop')).json()).toEqual({ reason: 'INCORRECT_PIN', bureau: BUREAU });
    expect((await j.call('POST', 'credit/retry', {})).json()).toEqual({ step: 'WAITING_FOR_CREDIT' });
    await j.settle();
    expect(j.steps).toEqual([
      'WAITING_FOR_CREDIT',
      'CREDIT_FROZEN',
      'WAITING_FOR_CREDIT',
      'CREDIT_INCORRECT_PIN',
      'WAITING_FOR_CREDIT',
      'CREDIT_FROZEN',
    ]);
  });

  it.each(['Nocredit', 'Nossn'])(
    '%s lands on review-app/no-credit, which no retry can change',
    async (name) => {
      const j = await journey(kit, name);
      await j.settle();
      if (name === 'Nossn') {
        await j.call('PUT', 'ssn', { ssn: '666-02-1234' });
        await j.settle();
      }
      expect(j.steps.at(-1)).toBe('CREDIT_NO_MATCH_SSN_HELD');
      expect(await j.landing()).toBe('review-app/no-credit');
      expect((await j.call('POST', 'credit/retry', {})).statusCode).toBe(409);
      expect((await j.call('GET', 'credit/stop')).statusCode).toBe(409);
    },
  );

  it('answers 409 away from a credit stop, 400 for a body with fields, 404 to anyone else', async () => {
    const j = await journey(kit, 'Happy');
    await j.settle();
    const early = await j.call('POST', 'credit/retry', {});
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({
      errors: [{ message: 'This action is not available at this step of the application' }],
    });

    const frozen = await journey(kit, 'Frozen');
    await frozen.settle();
    expect((await frozen.call('POST', 'credit/retry', { pin: '1234' })).statusCode).toBe(400);
    const stranger = await signedInIdentity(kit.t.db, kit.clock);
    for (const [method, path] of [
      ['POST', 'credit/retry'],
      ['GET', 'credit/stop'],
    ] as const) {
      const response = await frozen.call(method, path, method === 'POST' ? {} : undefined, stranger.headers);
      expect(response.statusCode).toBe(404);
    }
    const anonymous = await frozen.call('POST', 'credit/retry', {}, { 'x-org': 'lintel' } as never);
    expect(anonymous.statusCode).toBe(401);
    expect(await frozen.status()).toBe('CREDIT_FROZEN');
  });
});
