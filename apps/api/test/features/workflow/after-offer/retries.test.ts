import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BANK_ACCOUNT,
  createHarness,
  driveIncomeAndBank,
  driveThroughSubmission,
  startJourney,
  verifyIdentity,
  type Harness,
  type Journey,
  linked,
} from './drive.ts';

// What a borrower can do after a check said no, and the self-employed exception to the paystub branch.

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.t.close());

async function conditions(j: Journey) {
  const result = (await h.t.db.execute(
    sql`select category, resolved_at is null as open from application_conditions where application_id = ${j.id} order by category`,
  )) as unknown as { rows: { category: string; open: boolean }[] };
  return result.rows;
}

describe('after a failed check', () => {
  it('a failed bank account can be replaced; the fraud review stays for an agent', async () => {
    const j = await startJourney(h, 'Happy');
    expect(await driveThroughSubmission(j)).toBe('INCOME_VERIFICATION');
    await j.act('POST', 'income/verify', await linked(j));
    await j.status();
    // The sandbox fails any account number ending 9999 (docs/sandbox-scenarios.md).
    const failed = await j.act('PUT', 'disbursement-account', {
      ...BANK_ACCOUNT,
      accountNumber: '4444449999',
    });
    expect(failed.json()).toMatchObject({
      step: 'DISBURSEMENT_ACCOUNT',
      account: { mask: '9999', status: 'FAILED_VERIFICATION' },
    });
    const again = await j.act('PUT', 'disbursement-account', BANK_ACCOUNT);
    expect(again.json()).toMatchObject({
      step: 'IDENTITY_VERIFICATION',
      account: { mask: '6789', status: 'VERIFIED' },
    });
    await j.status();
    const view = await j.application();
    expect(view).toMatchObject({
      disburseAccount: { mask: '6789' },
      status: { giactAccountStatus: 'VERIFIED' },
    });
    expect(await conditions(j)).toEqual([{ category: 'BANK_ACCOUNT_FRAUD_REVIEW', open: true }]);
    expect(j.steps.slice(-3)).toEqual([
      'INCOME_VERIFICATION',
      'DISBURSEMENT_ACCOUNT',
      'IDENTITY_VERIFICATION',
    ]);
  });

  it('a failed identity check can be asked again without piling up conditions', async () => {
    const j = await startJourney(h, 'Idfail');
    await driveThroughSubmission(j);
    await driveIncomeAndBank(j);
    expect(await verifyIdentity(j)).toBe('IDENTITY_VERIFICATION');
    // The borrower takes a new photo a minute later: only a photo taken since the failure is checked again.
    h.clock.advance(60_000);
    expect(await verifyIdentity(j)).toBe('IDENTITY_VERIFICATION');
    expect(await conditions(j)).toEqual([{ category: 'ID_VERIFICATION_FAILURE', open: true }]);
    const documents = (await j.act('GET', 'documents')).json() as { documents: { type: string }[] };
    expect(documents.documents.map((d) => d.type).sort()).toEqual([
      'DRIVERS_LICENSE_BACK',
      'DRIVERS_LICENSE_BACK',
      'DRIVERS_LICENSE_FRONT',
      'DRIVERS_LICENSE_FRONT',
    ]);
  });
});

describe('self-employed income', () => {
  it('partial data is not a paystub task: the verified part re-prices the offers', async () => {
    const j = await startJourney(h, 'Paystub', { employmentType: 'SELF_EMPLOYED' });
    expect(await driveThroughSubmission(j)).toBe('INCOME_VERIFICATION');
    const response = await j.act('POST', 'income/verify', await linked(j, 'BANK'));
    // 60% of the stated income, verified from tax transcripts: still enough for a smaller line.
    expect(response.json()).toEqual({
      step: 'REVISED_OFFER_SELECTION',
      outcome: 'LOWER',
      paystubsRequired: 0,
    });
    await j.status();
    expect((await j.application()).status?.manualPaystubUpload ?? false).toBe(false);
    expect((await j.application()).status?.uwSubDecision).toBe('VERIFIED_OFFER');
    expect(await conditions(j)).toEqual([]);
  });
});
