import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKit, journey, type Kit } from './credit-review-kit.ts';

let kit: Kit;
beforeAll(async () => {
  kit = await createKit();
});
afterAll(() => kit.t.close());

/** What start/profile and start/contact send together (decision 109): the formats the pages produce. */
const PAGES_ANSWER = {
  addressOwnership: 'SOLE_OWNER',
  maritalStatus: 'UNMARRIED',
  ssn: '123-45-6789',
  hardCreditConsent: true,
  phoneNumber: '(312) 555-0199',
};

describe('start/profile and start/contact: COLLECT_ADDITIONAL_INFO as the browser meets it', () => {
  it('Happy: the offer leads to start/contact, the two pages answer in one call, then start/hmda', async () => {
    const j = await journey(kit, 'Happy');
    await j.settle();
    await j.call('POST', 'liens/confirm');
    await j.settle();
    const { offers } = (await j.call('GET', 'offers')).json() as {
      offers: { type: string; term: number; min: number }[];
    };
    const offer = offers.find((o) => o.type === 'FIXED');
    expect(offer).toBeDefined();
    const chosen = await j.call('PUT', 'offer', {
      type: 'FIXED',
      term: offer?.term,
      amount: offer?.min,
      payType: 'MANUAL',
    });
    expect(chosen.json()).toEqual({ step: 'COLLECT_ADDITIONAL_INFO' });
    expect(await j.landing()).toBe('start/contact');

    // What the pages prefill: nothing of the borrower's own answers yet, and no SSN held (start/profile asks it).
    expect((await j.call('GET', 'additional-info')).json()).toEqual({
      addressOwnership: null,
      maritalStatus: null,
      phoneNumber: null,
      hasSsn: false,
      hardCreditConsent: false,
    });
    expect((await j.call('PUT', 'additional-info', PAGES_ANSWER)).json()).toEqual({ step: 'HMDA' });
    expect(await j.landing()).toBe('start/hmda');
    expect((await j.call('GET', 'additional-info')).json()).toEqual({
      addressOwnership: 'SOLE_OWNER',
      maritalStatus: 'UNMARRIED',
      phoneNumber: '3125550199',
      hasSsn: true,
      hardCreditConsent: true,
    });
    // Sent twice (a second tab, a replay): the step has moved on.
    expect((await j.call('PUT', 'additional-info', PAGES_ANSWER)).statusCode).toBe(409);
    expect(j.steps).toEqual([
      'WAITING_FOR_CREDIT',
      'LIEN_VERIFICATION',
      'WAITING_FOR_UNDERWRITING',
      'OFFER_SELECTION',
      'COLLECT_ADDITIONAL_INFO',
      'HMDA',
    ]);
  });
});
