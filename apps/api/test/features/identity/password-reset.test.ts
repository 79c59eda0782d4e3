import { PASSWORD_RESET_REQUESTED } from '@lintel/domain/identity/account-recovery';
import { LINK_NOT_VALID } from '@lintel/domain/identity/email-links';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../../src/features/audit/audit-tables.ts';
import { identities } from '../../../src/features/identity/identity-tables.ts';
import type { SandboxMailer } from '../../../src/providers/mailer/sandbox-mailer.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { testMailer } from '../../support/test-mailer.ts';
import { deliverEmails, messagesTo, tokenFromMailbox } from './email-link-kit.ts';
import {
  bearer,
  freshIp,
  getIdentity,
  login,
  loginJwt,
  manualClock,
  MINUTE,
  newBorrower,
  STRONG_PASSWORD,
} from './identity-test-kit.ts';

const NEW_PASSWORD = 'Brand-New-Pass-2026!';
const clock = manualClock();
let mailer: SandboxMailer;
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ clock, mailer: (db) => (mailer = testMailer(db, clock)) });
});
afterAll(() => testApp.close());

function requestReset(email: string, org = 'lintel', ip = freshIp()) {
  return testApp.app.inject({
    method: 'POST',
    url: '/identity/api/v1/password-reset',
    headers: { 'x-org': org },
    remoteAddress: ip,
    payload: { email },
  });
}

function confirmReset(token: string, password = NEW_PASSWORD, org = 'lintel') {
  return testApp.app.inject({
    method: 'POST',
    url: '/identity/api/v1/password-reset/confirm',
    headers: { 'x-org': org },
    remoteAddress: freshIp(),
    payload: { token, password, confirmPassword: password },
  });
}

async function resetToken(email: string, org = 'lintel'): Promise<string> {
  expect((await requestReset(email, org)).statusCode).toBe(202);
  await deliverEmails(testApp.app, testApp.db);
  return await tokenFromMailbox(mailer, email, 'password-reset');
}

describe('password reset (issue 16, decision 169)', () => {
  it('answers a known and an unknown email with the same status and body, and emails only the account', async () => {
    const { email } = await newBorrower(testApp.app);
    const known = await requestReset(email);
    const unknown = await requestReset('nobody-here@example.test');
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual({ message: PASSWORD_RESET_REQUESTED });
    await deliverEmails(testApp.app, testApp.db);
    expect(await messagesTo(mailer, email, 'password-reset')).toHaveLength(1);
    expect(await messagesTo(mailer, 'nobody-here@example.test')).toHaveLength(0);
    const message = (await messagesTo(mailer, email, 'password-reset'))[0];
    expect(message?.from).toMatch(/^\S.* <no-reply@lintel\.test>$/);
    expect(message?.subject).toContain('Reset your');
    expect(message?.text).toContain('works once and for 30 minutes');
  });

  it('is per lender: another lender has no such account, and a link works only on its own lender', async () => {
    // The demo borrower of harbor-mortgage has no lintel account.
    const email = 'demo@harbor.test';
    await requestReset(email, 'lintel');
    await deliverEmails(testApp.app, testApp.db);
    expect(await messagesTo(mailer, email)).toEqual([]);
    const token = await resetToken(email, 'harbor-mortgage');
    expect((await confirmReset(token, NEW_PASSWORD, 'lintel')).statusCode).toBe(400);
    expect((await confirmReset(token, NEW_PASSWORD, 'harbor-mortgage')).statusCode).toBe(200);
  });

  it('sets the new password once: the old one is refused, the link cannot be used again', async () => {
    const { email } = await newBorrower(testApp.app);
    const token = await resetToken(email);
    const done = await confirmReset(token);
    expect(done.statusCode).toBe(200);
    expect((await login(testApp.app, { email, password: STRONG_PASSWORD })).statusCode).toBe(400);
    expect((await login(testApp.app, { email, password: NEW_PASSWORD })).statusCode).toBe(200);
    const again = await confirmReset(token, 'Another-Pass-2026!');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ errors: [{ message: LINK_NOT_VALID, field: 'token' }] });
    const [audit] = await testApp.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'identity.password-reset'));
    expect(audit).toBeDefined();
    await deliverEmails(testApp.app, testApp.db);
    expect(await messagesTo(mailer, email, 'password-changed')).toHaveLength(1);
    // The link came to the address, so the reset confirmed it too.
    const [row] = await testApp.db.select().from(identities).where(eq(identities.email, email));
    expect(row?.emailVerifiedAt).not.toBeNull();
  });

  it('refuses an expired link (30 minutes) and an unknown one with the same answer', async () => {
    const { email } = await newBorrower(testApp.app);
    const token = await resetToken(email);
    clock.advance(31 * MINUTE);
    const expired = await confirmReset(token);
    const unknown = await confirmReset('A'.repeat(43));
    expect(expired.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(expired.body).toBe(unknown.body);
    expect((await login(testApp.app, { email, password: STRONG_PASSWORD })).statusCode).toBe(200);
  });

  it('lifts the login lockout', async () => {
    const { email } = await newBorrower(testApp.app);
    for (let i = 0; i < 5; i += 1) await login(testApp.app, { email, password: 'Wrong-Pass-2026!' });
    expect((await login(testApp.app, { email, password: STRONG_PASSWORD })).statusCode).toBe(429);
    const token = await resetToken(email);
    expect((await confirmReset(token)).statusCode).toBe(200);
    expect((await login(testApp.app, { email, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('ends every session of the account: a token issued before the reset gets 401 at once', async () => {
    const { email, jwt: registrationJwt } = await newBorrower(testApp.app);
    const loginJwtBefore = await loginJwt(testApp.app, email, 'lintel', STRONG_PASSWORD);
    // Both sessions are live (and now in the liveness cache).
    expect((await getIdentity(testApp.app, bearer(loginJwtBefore))).statusCode).toBe(200);
    expect((await getIdentity(testApp.app, bearer(registrationJwt))).statusCode).toBe(200);
    const token = await resetToken(email);
    expect((await confirmReset(token)).statusCode).toBe(200);
    expect((await getIdentity(testApp.app, bearer(loginJwtBefore))).statusCode).toBe(401);
    expect((await getIdentity(testApp.app, bearer(registrationJwt))).statusCode).toBe(401);
    const fresh = await loginJwt(testApp.app, email, 'lintel', NEW_PASSWORD);
    expect((await getIdentity(testApp.app, bearer(fresh))).statusCode).toBe(200);
  });

  it('sends an account at most 3 reset emails an hour, answering every request the same', async () => {
    const { email } = await newBorrower(testApp.app);
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push(await requestReset(email));
    expect(new Set(answers.map((a) => `${a.statusCode} ${a.body}`)).size).toBe(1);
    await deliverEmails(testApp.app, testApp.db);
    expect(await messagesTo(mailer, email, 'password-reset')).toHaveLength(3);
  });

  it('limits one address to 10 requests in 15 minutes (429 in the error format)', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i += 1)
      expect((await requestReset('x@example.test', 'lintel', ip)).statusCode).toBe(202);
    const limited = await requestReset('x@example.test', 'lintel', ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().errors[0].message).toMatch(/Too many password reset requests/);
  });

  it('refuses a weak password with the spec messages and a malformed token with 400', async () => {
    const { email } = await newBorrower(testApp.app);
    const token = await resetToken(email);
    const weak = await confirmReset(token, 'short');
    expect(weak.statusCode).toBe(400);
    expect(JSON.stringify(weak.json())).toContain('Must be at least 12 characters long');
    expect((await confirmReset('not-a-token')).statusCode).toBe(400);
    // The weak attempt did not spend the link.
    expect((await confirmReset(token)).statusCode).toBe(200);
    const [identity] = await testApp.db
      .select()
      .from(identities)
      .where(and(eq(identities.email, email), eq(identities.orgCode, 'lintel')));
    expect(identity).toBeDefined();
  });
});
