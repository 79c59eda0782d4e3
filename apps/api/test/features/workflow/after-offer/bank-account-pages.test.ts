import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_ROUTING_NUMBERS } from '../../../../src/providers/routing-directory/sandbox-routing-directory.ts';
import { verifyIncome } from '../../../../src/demo/persona-applications/drive-steps.ts';
import { signedInIdentity } from '../../applications/application-test-kit.ts';
import { closingWorld, placedApplication, type ClosingWorld } from '../closing/closing-kit.ts';
import {
  BANK_ACCOUNT,
  createHarness,
  driveThroughSubmission,
  startJourney,
  type Harness,
  type Journey,
} from './drive.ts';

// The bank pages' calls (decision 186): the bank named from its routing number, the account number typed twice, and
// the full number never in an answer.

let h: Harness;
let world: ClosingWorld;
beforeAll(async () => {
  h = await createHarness();
  world = await closingWorld();
});
afterAll(async () => {
  await h.t.close();
  await world.t.close();
});

const NOT_AT_STEP = { errors: [{ message: 'This action is not available at this step of the application' }] };
const FULL_NUMBER = '000123456789';

async function atDisbursementAccount(lastName = 'Happy'): Promise<Journey> {
  const j = await startJourney(h, lastName);
  expect(await driveThroughSubmission(j)).toBe('INCOME_VERIFICATION');
  await verifyIncome(j);
  expect(await j.status()).toBe('DISBURSEMENT_ACCOUNT');
  return j;
}

describe('GET …/bank-routing/{routingNumber}', () => {
  it('names the bank of a known number and answers null for a valid number the directory does not know', async () => {
    const j = await atDisbursementAccount();
    const chase = await j.act('GET', 'bank-routing/021000021');
    expect(chase.statusCode).toBe(200);
    expect(chase.json()).toEqual({ routingNumber: '021000021', bankName: 'JPMorgan Chase Bank' });
    expect((await j.act('GET', 'bank-routing/256074974')).json()).toEqual({
      routingNumber: '256074974',
      bankName: 'Navy Federal Credit Union',
    });
    const unknown = await j.act('GET', 'bank-routing/123456780');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ routingNumber: '123456780', bankName: null });
  });

  it('refuses a number that fails the checksum with the field’s message (400), and strangers (404)', async () => {
    const j = await atDisbursementAccount();
    for (const bad of ['021000022', '12345678', 'abcdefghi']) {
      const response = await j.act('GET', `bank-routing/${bad}`);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json()).toEqual({
        errors: [{ message: 'Please enter a valid 9-digit routing number', field: 'routingNumber' }],
      });
    }
    const stranger = await signedInIdentity(h.t.db, h.clock);
    const refused = await j.act('GET', 'bank-routing/021000021', undefined, stranger);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ errors: [{ message: 'Not found' }] });
  });

  it('every number of the sandbox directory passes the ABA checksum', async () => {
    const { isValidRoutingNumber } = await import('@lintel/domain/application/disbursement-account');
    expect(Object.keys(SANDBOX_ROUTING_NUMBERS).length).toBeGreaterThanOrEqual(12);
    for (const number of Object.keys(SANDBOX_ROUTING_NUMBERS))
      expect(isValidRoutingNumber(number)).toBe(true);
  });
});

describe('PUT …/disbursement-account from the bank pages', () => {
  it('refuses mismatched account numbers (400) and moves nothing', async () => {
    const j = await atDisbursementAccount();
    const response = await j.act('PUT', 'disbursement-account', {
      ...BANK_ACCOUNT,
      accountNumberConfirmation: '000123456780',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      errors: [{ message: "Account numbers don't match", field: 'accountNumberConfirmation' }],
    });
    expect(await j.status()).toBe('DISBURSEMENT_ACCOUNT');
  });

  it('takes matching numbers, answers the last four only and stores the number encrypted', async () => {
    const j = await atDisbursementAccount();
    const response = await j.act('PUT', 'disbursement-account', {
      ...BANK_ACCOUNT,
      accountNumberConfirmation: FULL_NUMBER,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      step: 'IDENTITY_VERIFICATION',
      account: { uuid: expect.any(String), mask: '6789', status: 'VERIFIED' },
    });
    expect(response.body).not.toContain(FULL_NUMBER);
    const read = await h.t.app.inject({
      url: `/service-application/api/v1/application/heloc/${j.id}`,
      headers: j.borrower.headers,
    });
    expect(read.json()).toMatchObject({ disburseAccount: { mask: '6789', routingNumber: '021000021' } });
    expect(read.body).not.toContain(FULL_NUMBER);
    const stored = (await h.t.db.execute(
      sql`select account_number_encrypted as "enc", account_last4 as "last4" from application_accounts where application_id = ${j.id}`,
    )) as unknown as { rows: { enc: string; last4: string }[] };
    expect(stored.rows.length).toBeGreaterThan(0);
    for (const row of stored.rows) {
      expect(row.last4).toBe('6789');
      expect(String(row.enc)).not.toContain(FULL_NUMBER);
    }
  });

  it('a failed account (…9999) stays at the step and its answer carries the mask only', async () => {
    const j = await atDisbursementAccount();
    const failing = '4400229999';
    const response = await j.act('PUT', 'disbursement-account', {
      ...BANK_ACCOUNT,
      accountNumber: failing,
      accountNumberConfirmation: failing,
    });
    expect(response.json()).toMatchObject({
      step: 'DISBURSEMENT_ACCOUNT',
      account: { mask: '9999', status: 'FAILED_VERIFICATION' },
    });
    expect(response.body).not.toContain(failing);
    expect((await j.application()).status?.giactAccountStatus).toBe('FAILED_VERIFICATION');
  });

  it('answers 409 before the step and after it', async () => {
    const early = await startJourney(h, 'Happy');
    expect(await driveThroughSubmission(early)).toBe('INCOME_VERIFICATION');
    const before = await early.act('PUT', 'disbursement-account', BANK_ACCOUNT);
    expect(before.statusCode).toBe(409);
    expect(before.json()).toEqual(NOT_AT_STEP);
    const j = await atDisbursementAccount();
    expect((await j.act('PUT', 'disbursement-account', BANK_ACCOUNT)).statusCode).toBe(200);
    const again = await j.act('PUT', 'disbursement-account', BANK_ACCOUNT);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(NOT_AT_STEP);
  });

  it('a co-signer may neither read the bank name (404, decision 249) nor give the account (403)', async () => {
    const coBorrower = await signedInIdentity(world.t.db, world.clock);
    const j = await placedApplication(world, {
      step: 'DISBURSEMENT_ACCOUNT',
      signers: [{ identityId: coBorrower.id, role: 'BORROWER' }],
    });
    expect((await j.act('GET', 'bank-routing/021000021', undefined, coBorrower)).statusCode).toBe(404);
    const give = await j.act('PUT', 'disbursement-account', BANK_ACCOUNT, coBorrower);
    expect(give.statusCode).toBe(403);
    expect(give.json()).toEqual({
      errors: [{ message: 'Only the applicant can do this. Co-signers sign in their own area.' }],
    });
    expect(await j.status()).toBe('DISBURSEMENT_ACCOUNT');
  });
});
