import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerStepJobs as registerClosingJobs } from '../../../../src/features/workflow/jobs/step-jobs.ts';
import { createSandboxProviders } from '../../../../src/providers/providers.ts';
import { encryption } from '../../applications/application-test-kit.ts';
import { createHarness, driveToClosingDisclosure, type Harness } from '../after-offer/drive.ts';
import { DAY, journeyOf } from './closing-kit.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
  registerClosingJobs({
    db: h.t.db,
    clock: h.clock,
    providers: createSandboxProviders({ db: h.t.db }),
    encryption,
    queue: h.queue,
  });
});
afterAll(() => h.t.close());

describe('the happy path from registration to a funded line', () => {
  it('Happy: every server step from WAITING_FOR_CREDIT to COMPLETE, as the browser polls them', async () => {
    const drive = await driveToClosingDisclosure(h, 'Happy');
    // From here on the journey spans days of app time: each call logs in again (closing-kit).
    const j = journeyOf(h, drive.id, drive.borrower);
    expect((await j.act('POST', 'closing/accept', { accepted: true })).json()).toEqual({
      step: 'NOTE_SIGNING',
    });
    await j.status();
    expect(
      (await j.act('POST', 'signing/sign', { signedName: 'Robin Happy', consent: true })).json(),
    ).toEqual({
      step: 'NOTARY_DISCLOSURE',
    });
    await j.status();
    const { slots } = (await j.act('GET', 'notary/slots')).json() as { slots: { start: string }[] };
    expect(
      (await j.act('POST', 'notary/session', { start: slots[0]?.start, disclosuresAccepted: true })).json(),
    ).toEqual({ step: 'DEED_SIGNING' });
    await j.status();
    expect((await j.insure()).json()).toEqual({ step: 'DEED_SIGNING', insuranceComplete: true });
    h.clock.advance(2 * DAY);
    expect(await j.settle()).toBe('RESCISSION');
    h.clock.advance(7 * DAY);
    expect(await j.settle()).toBe('COMPLETE');

    expect([...drive.steps, ...j.steps.filter((step) => step !== drive.steps.at(-1))]).toEqual([
      'WAITING_FOR_CREDIT',
      'LIEN_VERIFICATION',
      'WAITING_FOR_UNDERWRITING',
      'OFFER_SELECTION',
      'COLLECT_ADDITIONAL_INFO',
      'HMDA',
      'SUMMARY_DISCLOSURE',
      'APP_SUBMISSION',
      'HARD_CREDIT_PULL',
      'INCOME_VERIFICATION',
      'DISBURSEMENT_ACCOUNT',
      'IDENTITY_VERIFICATION',
      'CLOSING_DISCLOSURE_GENERATED',
      'NOTE_SIGNING',
      'NOTARY_DISCLOSURE',
      'DEED_SIGNING',
      'RESCISSION',
      'COMPLETE',
    ]);
    expect((await j.application()).status).toMatchObject({
      disclosurelistClosingComplete: true,
      disclosurelistNotaryComplete: true,
      checklistStatus: 'FUNDABLE',
    });
  });
});
