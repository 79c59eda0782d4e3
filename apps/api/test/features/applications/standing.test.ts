import { applicationListSchema } from '@lintel/domain/application/application';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createHarness,
  driveThroughSubmission,
  driveToClosingDisclosure,
  startJourney,
  type Harness,
} from '../workflow/after-offer/drive.ts';
import {
  driveThroughUnderwriting,
  giveBankAccount,
  verifyIncome,
} from '../../../src/demo/persona-applications/drive-steps.ts';
import { foundLiensSchema } from '@lintel/domain/application/liens';

// Issue 16 "pages that agree": the application answer (one and /all) carries the standing the server computed from
// the application's facts and the steps it went through (decision 172).

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.t.close());

const statuses = (steps: readonly { status: string }[]) => steps.map((s) => s.status);

describe('the application answer carries its standing', () => {
  it('flood-certificate wait: error/flood-cert, waiting on the provider; /all says the same', async () => {
    const j = await driveToClosingDisclosure(h, 'Flood', {
      property: { street1: '12 Flood Zone Way', city: 'Stockton', state: 'CA', zip: '95202' },
    });
    const { standing } = await j.application();
    expect(standing).toMatchObject({
      step: 'CLOSING_DISCLOSURE_GENERATED',
      page: 'error/flood-cert',
      pageBuilt: true,
      waitingOn: 'third-party',
      who: 'the flood certificate provider',
      canActOnline: false,
      progress: { index: 5 },
    });
    const all = await h.t.app.inject({
      url: '/service-application/api/v1/application/heloc/all',
      headers: j.borrower.headers,
    });
    expect(applicationListSchema.parse(all.json())[0]?.standing).toEqual(standing);
  });

  it('income lower: Select Offer current again, the steps finished after it stay done', async () => {
    const j = await startJourney(h, 'Lowincome');
    await driveThroughSubmission(j);
    await verifyIncome(j, 'REVISED_OFFER_SELECTION');
    const { standing } = await j.application();
    expect(standing?.page).toBe('product/select');
    expect(statuses(standing?.progress.steps ?? [])).toEqual([
      'complete',
      'current',
      'complete',
      'complete',
      'upcoming',
      'upcoming',
      'upcoming',
    ]);
  });

  it('bank failed: Verify Identity current, not done; Sign Documents not started', async () => {
    const j = await startJourney(h, 'Bankfail');
    await driveThroughSubmission(j);
    await verifyIncome(j, 'DISBURSEMENT_ACCOUNT');
    await giveBankAccount(j, 'DISBURSEMENT_ACCOUNT');
    const { standing } = await j.application();
    expect(standing?.page).toBe('bank/disburse');
    expect(standing?.progress.steps[4]).toEqual({ label: 'Verify Identity', status: 'current' });
    expect(standing?.progress.steps[5]).toEqual({ label: 'Sign Documents', status: 'upcoming' });
    // bank/disburse is built (decision 186): the borrower gives another account online.
    expect(standing).toMatchObject({ waitingOn: 'borrower', canActOnline: true, pageBuilt: true });
  });

  it('requalify: the offer changed after the hard pull', async () => {
    const j = await startJourney(h, 'Requalify');
    expect(await driveThroughSubmission(j)).toBe('REQUALIFY');
    const { standing } = await j.application();
    expect(standing?.page).toBe('product/prequal-winback');
    expect(standing?.headline).toMatch(/changed your offer/);
    expect(standing?.canActOnline).toBe(true);
  });
});

describe('what the lender knows (decision 173)', () => {
  it('the liens page lists the liens the title search and the credit report found', async () => {
    const j = await startJourney(h, 'Happy');
    expect(await j.settle()).toBe('LIEN_VERIFICATION');
    const response = await j.act('GET', 'liens');
    expect(response.statusCode).toBe(200);
    const { liens, titleSearch } = foundLiensSchema.parse(response.json());
    expect(titleSearch).toBe('COMPLETE');
    expect(liens[0]).toMatchObject({ type: 'MORTGAGE', position: 1, source: 'BOTH', mustBePaidOff: false });
    expect(liens[0]?.balance).toBeGreaterThan(0);
    expect(liens[0]?.monthlyPayment).toBeGreaterThan(0);
  });

  it('the property card knows the value and its source once the valuation answered, even after a decline', async () => {
    const j = await startJourney(h, 'Decline');
    await driveThroughUnderwriting(j);
    const { property, standing } = await j.application();
    expect(standing?.step).toBe('DECLINED');
    expect(property?.valuation).toMatchObject({ source: 'AVM' });
    expect(property?.valuation?.value).toBeGreaterThan(0);
    expect(property?.valuation?.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(property?.record?.propertyType).toBeTruthy();
    expect(property?.record?.yearBuilt).toBeGreaterThan(1800);
  });
});
