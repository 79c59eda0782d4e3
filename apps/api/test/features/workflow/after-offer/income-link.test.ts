import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInIdentity } from '../../applications/application-test-kit.ts';
import { createHarness, driveThroughSubmission, FILES, linked, startJourney, type Harness } from './drive.ts';

// The income-link widget's round trip on the server (decision 182): a link token, the sandbox user's sign-in at an
// institution (MFA and OAuth too), and income/verify exchanging the public token once.

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.t.close());

const SESSION = '/sandbox-link/api/v1/session';
const OAUTH_COMPLETE = '/sandbox-link/api/v1/oauth/complete';
const NOT_AT_STEP = { errors: [{ message: 'This action is not available at this step of the application' }] };

async function atIncome(lastName = 'Happy') {
  const j = await startJourney(h, lastName);
  expect(await driveThroughSubmission(j)).toBe('INCOME_VERIFICATION');
  return j;
}

async function linkToken(j: Awaited<ReturnType<typeof atIncome>>, linkType: 'PAYROLL' | 'BANK' = 'BANK') {
  const response = await j.act('POST', 'income/link-token', { linkType });
  expect(response.statusCode).toBe(200);
  const body = response.json() as { step: string; linkToken: string; expiration: string };
  expect(body.step).toBe('INCOME_VERIFICATION');
  return body.linkToken;
}

describe('income link: link token, sign-in and exchange', () => {
  it('answers a link token at INCOME_VERIFICATION; 409 before, 404 to a stranger, 400 on a bad type', async () => {
    const early = await startJourney(h, 'Happy');
    expect((await early.act('POST', 'income/link-token', { linkType: 'BANK' })).json()).toEqual(NOT_AT_STEP);
    const j = await atIncome();
    const stranger = await signedInIdentity(h.t.db, h.clock);
    const foreign = await j.act('POST', 'income/link-token', { linkType: 'BANK' }, stranger);
    expect(foreign.statusCode).toBe(404);
    const bad = await j.act('POST', 'income/link-token', { linkType: 'FAX' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      errors: [{ message: 'Please choose how to verify your income', field: 'linkType' }],
    });
    const token = await j.act('POST', 'income/link-token', { linkType: 'PAYROLL' });
    expect(token.json()).toMatchObject({ linkToken: expect.stringMatching(/^link-sandbox-/) });
  });

  it('refuses wrong credentials and a wrong MFA code with the message the widget shows', async () => {
    const j = await atIncome();
    const linkTokenValue = await linkToken(j);
    const sign = (body: object) =>
      j.call('POST', SESSION, { linkToken: linkTokenValue, institutionId: 'ins_109508', ...body });
    const wrong = await sign({ username: 'user_good', password: 'pass_bad' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      errors: [
        {
          message: 'The username or password you entered is not correct. Please try again.',
          field: 'password',
        },
      ],
    });
    expect((await sign({ username: 'user_good', password: 'mfa_device' })).json()).toEqual({
      status: 'MFA_REQUIRED',
    });
    const badCode = await sign({ username: 'user_good', password: 'mfa_device', mfaCode: '0000' });
    expect(badCode.json()).toEqual({
      errors: [{ message: 'The code you entered is not correct. Please try again.', field: 'mfaCode' }],
    });
    const good = await sign({ username: 'user_good', password: 'mfa_device', mfaCode: '1234' });
    expect(good.json()).toMatchObject({
      status: 'CONNECTED',
      publicToken: expect.stringMatching(/^public-sandbox-/),
      institutionName: 'First Platypus Bank',
    });
    const payroll = await sign({ institutionId: 'pay_100001', username: 'user_good', password: 'pass_good' });
    expect(payroll.json()).toEqual({
      errors: [{ message: 'Please choose an institution from the list.' }],
    });
    const unknownToken = await j.call('POST', SESSION, {
      linkToken: 'link-sandbox-nope',
      institutionId: 'ins_109508',
      username: 'user_good',
      password: 'pass_good',
    });
    expect(unknownToken.json()).toEqual({
      errors: [{ message: 'This connection has expired. Please start again.', field: 'linkToken' }],
    });
    const signedOut = await h.t.app.inject({ method: 'POST', url: SESSION, payload: {} });
    expect(signedOut.statusCode).toBe(401);
  });

  it('verify: 400 without a public token, 400 for a spent or foreign token, then the outcome', async () => {
    const j = await atIncome();
    const missing = await j.act('POST', 'income/verify', { linkType: 'BANK' });
    expect(missing.json()).toEqual({
      errors: [{ message: 'Please connect your account first', field: 'publicToken' }],
    });
    const other = await atIncome();
    const foreign = await j.act('POST', 'income/verify', await linked(other, 'BANK'));
    expect(foreign.json()).toEqual({
      errors: [
        { message: 'Your connection has expired. Please connect your account again.', field: 'publicToken' },
      ],
    });
    const body = await linked(j, 'BANK', 'user_not_found');
    expect((await j.act('POST', 'income/verify', body)).json()).toEqual({
      step: 'INCOME_VERIFICATION',
      outcome: 'NOT_FOUND',
      paystubsRequired: 0,
    });
    // A public token is good once.
    expect((await j.act('POST', 'income/verify', body)).statusCode).toBe(400);
  });

  it('maps each sandbox user to its outcome', async () => {
    const lower = await atIncome();
    expect(
      (await lower.act('POST', 'income/verify', await linked(lower, 'BANK', 'user_lower'))).json(),
    ).toEqual({
      step: 'REVISED_OFFER_SELECTION',
      outcome: 'LOWER',
      paystubsRequired: 0,
    });
    const partial = await atIncome();
    expect(
      (await partial.act('POST', 'income/verify', await linked(partial, 'PAYROLL', 'user_partial'))).json(),
    ).toEqual({ step: 'INCOME_VERIFICATION', outcome: 'PARTIAL', paystubsRequired: 1 });
    const employer = await atIncome();
    expect(
      (
        await employer.act('POST', 'income/verify', await linked(employer, 'PAYROLL', 'user_employer'))
      ).json(),
    ).toEqual({ step: 'EMPLOYMENT_VERIFICATION', outcome: 'MATCHED', paystubsRequired: 0 });
    // user_good shows what the persona says: Lowincome's verified income is lower.
    const persona = await atIncome('Lowincome');
    expect((await persona.act('POST', 'income/verify', await linked(persona, 'BANK'))).json()).toMatchObject({
      step: 'REVISED_OFFER_SELECTION',
    });
  });

  it('OAuth institution: the sign-in redirects to /plaid-oauth-success, the same link token finishes it', async () => {
    const j = await atIncome();
    const token = await linkToken(j);
    const redirect = await j.call('POST', SESSION, {
      linkToken: token,
      institutionId: 'ins_127287',
      username: 'user_good',
      password: 'pass_good',
    });
    const { status, redirectUri } = redirect.json() as { status: string; redirectUri: string };
    expect(status).toBe('OAUTH_REDIRECT');
    expect(redirectUri).toMatch(/^\/account\/heloc\/plaid-oauth-success\?oauth_state_id=oauth-sandbox-/);
    const oauthStateId = new URL(redirectUri, 'http://x').searchParams.get('oauth_state_id')!;
    const otherToken = await linkToken(j);
    expect((await j.call('POST', OAUTH_COMPLETE, { linkToken: otherToken, oauthStateId })).statusCode).toBe(
      400,
    );
    const done = await j.call('POST', OAUTH_COMPLETE, { linkToken: token, oauthStateId });
    const { publicToken } = done.json() as { publicToken: string };
    expect((await j.act('POST', 'income/verify', { linkType: 'BANK', publicToken })).json()).toMatchObject({
      step: 'DISBURSEMENT_ACCOUNT',
      outcome: 'MATCHED',
    });
    // The state is used up.
    expect((await j.call('POST', OAUTH_COMPLETE, { linkToken: token, oauthStateId })).statusCode).toBe(400);
  });

  it("a payroll OAuth institution returns to the application's income/pointserv-callback", async () => {
    const j = await atIncome();
    const token = await linkToken(j, 'PAYROLL');
    const redirect = await j.call('POST', SESSION, {
      linkToken: token,
      institutionId: 'pay_100004',
      username: 'user_good',
      password: 'pass_good',
    });
    expect((redirect.json() as { redirectUri: string }).redirectUri).toMatch(
      new RegExp(`^/account/heloc/${j.id}/income/pointserv-callback\\?oauth_state_id=`),
    );
  });

  it('UPLOAD: stays with the paystub task; the paystub upload then moves to WAITING_FOR_INCOME', async () => {
    const j = await atIncome();
    expect((await j.act('POST', 'income/verify', { linkType: 'UPLOAD' })).json()).toEqual({
      step: 'INCOME_VERIFICATION',
      outcome: 'UPLOAD',
      paystubsRequired: 1,
    });
    expect((await j.application()).status).toMatchObject({
      manualPaystubUpload: true,
      manualPaystubTasksComplete: false,
    });
    // A whole PDF: a file cut short is refused (decision 184).
    const uploaded = await j.upload('PAYSTUB', FILES.pdf, 'application/pdf');
    expect(uploaded.json()).toMatchObject({ step: 'WAITING_FOR_INCOME' });
  });
});
