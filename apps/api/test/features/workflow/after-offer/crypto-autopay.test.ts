import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../../../../src/features/applications/tables/application-table.ts';
import { CRYPTO_VISIT_COOKIE } from '../../../../src/features/spa/crypto-visit.ts';
import { verifyIncome } from '../../../../src/demo/persona-applications/drive-steps.ts';
import { SANDBOX_BANK_REVIEW_MS } from '../../../../src/providers/bank-verification/sandbox-bank-verification.ts';
import { signedInIdentity } from '../../applications/application-test-kit.ts';
import { rows } from '../../registration/registration-kit.ts';
import { register, validRegistration } from '../../identity/identity-test-kit.ts';
import { closingWorld, placedApplication, type ClosingWorld } from '../closing/closing-kit.ts';
import {
  createHarness,
  createHarnessWithStepJobs,
  driveThroughSubmission,
  startJourney,
  verifyIdentity,
  type Harness,
  type Journey,
} from './drive.ts';

// A crypto-backed line (spec 001 §1, decision 239): marked by the campaign visit's cookie at registration, never by
// the body; its only bank step is AUTOPAY_ACCOUNT, the account its payments come from or manual pay.

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

const FULL_NUMBER = '000123456789';
const ACCOUNT = {
  autopay: true,
  routingNumber: '021000021',
  accountNumber: FULL_NUMBER,
  accountNumberConfirmation: FULL_NUMBER,
  accountType: 'CHECKING',
};
const withNumber = (accountNumber: string) => ({
  ...ACCOUNT,
  accountNumber,
  accountNumberConfirmation: accountNumber,
});
const NOT_AT_STEP = { errors: [{ message: 'This action is not available at this step of the application' }] };

async function readApplication(uuid: string, jwt: string) {
  const response = await h.t.app.inject({
    url: `/service-application/api/v1/application/heloc/${uuid}`,
    headers: { 'x-org': 'lintel', authorization: `Bearer ${jwt}` },
  });
  return response.json() as { isCrypto: boolean };
}

/** Drives a journey to its bank step; `crypto` marks it as registration would from the campaign's cookie. */
async function atBankStep(crypto: boolean, lastName = 'Happy', on: Harness = h): Promise<Journey> {
  const j = await startJourney(on, lastName);
  if (crypto) await on.t.db.update(applications).set({ isCrypto: true }).where(eq(applications.id, j.id));
  expect(await driveThroughSubmission(j)).toBe('INCOME_VERIFICATION');
  await verifyIncome(j, crypto ? 'AUTOPAY_ACCOUNT' : 'DISBURSEMENT_ACCOUNT');
  return j;
}

describe('the campaign visit marks the application crypto-backed at registration', () => {
  it('a page load with utm_source=cloc sets the first-party cookie; others do not', async () => {
    const page = await h.t.app.inject({ url: '/?org=lintel&utm_source=cloc' });
    expect(page.statusCode).toBe(200);
    const cookie = page.cookies.find((c) => c.name === CRYPTO_VISIT_COOKIE);
    expect(cookie).toMatchObject({
      value: 'crypto',
      path: '/',
      httpOnly: true,
      sameSite: 'Lax',
      maxAge: 2_592_000,
    });
    const plain = await h.t.app.inject({ url: '/?org=lintel&utm_source=newsletter' });
    expect(plain.cookies.find((c) => c.name === CRYPTO_VISIT_COOKIE)).toBeUndefined();
    // An API call is no visit: the cookie is set by the page only.
    const api = await h.t.app.inject({
      url: '/api/organisation?utm_source=cloc',
      headers: { 'x-org': 'lintel' },
    });
    expect(api.cookies.find((c) => c.name === CRYPTO_VISIT_COOKIE)).toBeUndefined();
  });

  it('registration with the cookie stores isCrypto, and the application read serves it', async () => {
    const page = await h.t.app.inject({ url: '/account/heloc/register-v2?utm_source=cloc' });
    const cookie = page.cookies.find((c) => c.name === CRYPTO_VISIT_COOKIE);
    const response = await register(h.t.app, validRegistration(), {
      headers: { cookie: `${CRYPTO_VISIT_COOKIE}=${cookie?.value}` },
    });
    expect(response.statusCode).toBe(201);
    const { jwt, applicationUuid } = response.json() as { jwt: string; applicationUuid: string };
    expect((await readApplication(applicationUuid, jwt)).isCrypto).toBe(true);
  });

  it('without the cookie a line is not crypto-backed, and a forged isCrypto in the body marks nothing', async () => {
    const plain = await register(h.t.app, validRegistration());
    const { jwt, applicationUuid } = plain.json() as { jwt: string; applicationUuid: string };
    expect((await readApplication(applicationUuid, jwt)).isCrypto).toBe(false);

    const before = await rows(h.t.db, sql`select count(*)::int as n from applications where is_crypto`);
    const forged = await register(h.t.app, validRegistration({ isCrypto: true }));
    const after = await rows(h.t.db, sql`select count(*)::int as n from applications where is_crypto`);
    // The body is strict: a field the form does not send is refused, and nothing is written.
    expect(forged.statusCode).toBe(400);
    expect(after).toEqual(before);
  });
});

describe('AUTOPAY_ACCOUNT of a crypto-backed line', () => {
  it('follows the income check instead of the disbursement account, and routes to bank/autopay', async () => {
    const j = await atBankStep(true);
    expect(j.steps).not.toContain('DISBURSEMENT_ACCOUNT');
    const application = await j.application();
    expect(application.standing).toMatchObject({
      step: 'AUTOPAY_ACCOUNT',
      page: 'bank/autopay',
      canActOnline: true,
      accounts: { cryptoBacked: true, payoutMask: null },
    });
    // A line that is not crypto-backed still goes to its payout account.
    expect((await atBankStep(false)).steps.at(-1)).toBe('DISBURSEMENT_ACCOUNT');
  });

  it('refuses a bad account with the form’s errors (400) and moves nothing', async () => {
    const j = await atBankStep(true);
    const response = await j.act('PUT', 'autopay-account', {
      ...ACCOUNT,
      routingNumber: '021000022',
      accountNumberConfirmation: '000123456780',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      errors: [
        { message: 'Please enter a valid 9-digit routing number', field: 'routingNumber' },
        { message: "Account numbers don't match", field: 'accountNumberConfirmation' },
      ],
    });
    const missing = await j.act('PUT', 'autopay-account', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      errors: [{ message: 'Please choose whether to pay automatically', field: 'autopay' }],
    });
    expect(await j.status()).toBe('AUTOPAY_ACCOUNT');
  });

  it('takes a verified account: last four only in the answer and the read, encrypted at rest, on to identity', async () => {
    const j = await atBankStep(true);
    const response = await j.act('PUT', 'autopay-account', ACCOUNT);
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
    expect(read.body).not.toContain(FULL_NUMBER);
    expect(read.json()).toMatchObject({
      payType: 'AUTOPAY',
      disburseAccount: null,
      autopayAccount: { mask: '6789', status: 'VERIFIED' },
      standing: {
        accounts: { cryptoBacked: true, payoutMask: null, payments: 'AUTOPAY', autopayMask: '6789' },
      },
    });
    const stored = await rows(
      h.t.db,
      sql`select purpose, account_number_encrypted as "enc", account_last4 as "last4" from application_accounts where application_id = ${j.id}`,
    );
    expect(stored).toEqual([{ purpose: 'AUTOPAY', enc: expect.stringMatching(/^v1:/), last4: '6789' }]);
    expect(JSON.stringify(stored)).not.toContain(FULL_NUMBER);
    const again = await j.act('PUT', 'autopay-account', ACCOUNT);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(NOT_AT_STEP);
  });

  it('an account in review goes on to identity; a refused one stays with the bank-fraud condition, then manual pay', async () => {
    const review = await atBankStep(true);
    const pending = await review.act('PUT', 'autopay-account', withNumber('4400221111'));
    expect(pending.json()).toMatchObject({
      step: 'IDENTITY_VERIFICATION',
      account: { status: 'PENDING_REVIEW' },
    });
    expect((await review.application()).status?.giactAccountStatus).toBe('PENDING_REVIEW');

    const j = await atBankStep(true);
    const failed = await j.act('PUT', 'autopay-account', withNumber('4400229999'));
    expect(failed.json()).toMatchObject({
      step: 'AUTOPAY_ACCOUNT',
      account: { mask: '9999', status: 'FAILED_VERIFICATION' },
    });
    expect(failed.body).not.toContain('4400229999');
    const application = await j.application();
    expect(application.status?.giactAccountStatus).toBe('FAILED_VERIFICATION');
    expect(application.standing?.accounts?.autopayMask).toBeNull();
    const conditions = await j.call(
      'GET',
      `/service-conditions/external/api/v1/applications/${j.id}/conditions/external-applicants`,
    );
    expect(conditions.body).toContain('the account ending in 9999');

    // Paying by hand needs no account (spec 001 §3 MANUAL): on to identity, the refused account's review closed.
    const manual = await j.act('PUT', 'autopay-account', { autopay: false });
    expect(manual.statusCode).toBe(200);
    expect(manual.json()).toEqual({ step: 'IDENTITY_VERIFICATION', account: null });
    const after = await j.application();
    expect(after.payType).toBe('MANUAL');
    expect(after.standing?.accounts).toMatchObject({
      payments: 'MANUAL',
      autopayMask: null,
      payoutMask: null,
    });
  });

  it('is refused at the disbursement account (409), to a co-signer (403) and to another borrower (404)', async () => {
    const plain = await atBankStep(false);
    const early = await plain.act('PUT', 'autopay-account', ACCOUNT);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual(NOT_AT_STEP);

    const coBorrower = await signedInIdentity(world.t.db, world.clock);
    const j = await placedApplication(world, {
      step: 'AUTOPAY_ACCOUNT',
      signers: [{ identityId: coBorrower.id, role: 'BORROWER' }],
    });
    const signer = await j.act('PUT', 'autopay-account', ACCOUNT, coBorrower);
    expect(signer.statusCode).toBe(403);
    const stranger = await signedInIdentity(world.t.db, world.clock);
    const refused = await j.act('PUT', 'autopay-account', ACCOUNT, stranger);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ errors: [{ message: 'Not found' }] });
    expect(await j.status()).toBe('AUTOPAY_ACCOUNT');
  });
});

describe('the bank review of a crypto-backed line’s autopay account (decision 234)', () => {
  async function reviewingHarness(outcome?: 'FAILED_VERIFICATION'): Promise<Harness> {
    return createHarnessWithStepJobs((providers) => {
      if (outcome)
        providers.bankVerification.reviewOutcome = () =>
          Promise.resolve({ status: outcome, reason: 'Account holder name does not match the applicant' });
      return providers;
    });
  }

  it('holds the closing documents until the review of the autopay account ends, then goes on', async () => {
    const harness = await reviewingHarness();
    try {
      const j = await atBankStep(true, 'Happy', harness);
      await j.act('PUT', 'autopay-account', withNumber('4400221111'));
      expect(await verifyIdentity(j)).toBe('WAITING_FOR_BANK_VERIFICATION');
      harness.clock.advance(SANDBOX_BANK_REVIEW_MS);
      expect(await j.settle()).toBe('CLOSING_DISCLOSURE_GENERATED');
      expect((await j.application()).autopayAccount).toMatchObject({ mask: '1111', status: 'VERIFIED' });
    } finally {
      await harness.t.close();
    }
  });

  it('a review that fails sends the line back to its autopay account, never to a payout account', async () => {
    const harness = await reviewingHarness('FAILED_VERIFICATION');
    try {
      const j = await atBankStep(true, 'Happy', harness);
      await j.act('PUT', 'autopay-account', withNumber('4400221111'));
      expect(await verifyIdentity(j)).toBe('WAITING_FOR_BANK_VERIFICATION');
      harness.clock.advance(SANDBOX_BANK_REVIEW_MS);
      expect(await j.settle()).toBe('AUTOPAY_ACCOUNT');
      expect((await j.application()).standing).toMatchObject({ page: 'bank/autopay' });
    } finally {
      await harness.t.close();
    }
  });
});
