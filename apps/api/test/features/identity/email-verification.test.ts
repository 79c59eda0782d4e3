import { LINK_NOT_VALID } from '@lintel/domain/identity/email-links';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../../src/features/email/email-tables.ts';
import type { SandboxMailer } from '../../../src/providers/mailer/sandbox-mailer.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { testMailer } from '../../support/test-mailer.ts';
import { deliverEmails, messagesTo, tokenFromMailbox } from './email-link-kit.ts';
import {
  freshIp,
  loginJwt,
  manualClock,
  MINUTE,
  newBorrower,
  register,
  STRONG_PASSWORD,
  validRegistration,
} from './identity-test-kit.ts';

const clock = manualClock();
let mailer: SandboxMailer;
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ clock, mailer: (db) => (mailer = testMailer(db, clock)) });
});
afterAll(() => testApp.close());

function status(headers: Record<string, string>) {
  return testApp.app.inject({ url: '/identity/secure/api/v1/email-verification', headers });
}

function verify(token: string, org = 'lintel') {
  return testApp.app.inject({
    method: 'POST',
    url: '/identity/api/v1/email-verification',
    headers: { 'x-org': org },
    remoteAddress: freshIp(),
    payload: { token },
  });
}

function resend(headers: Record<string, string>) {
  return testApp.app.inject({
    method: 'POST',
    url: '/identity/secure/api/v1/email-verification/resend',
    headers,
    remoteAddress: freshIp(),
    payload: {},
  });
}

describe('email verification (issue 16, decision 169)', () => {
  it('registration writes the verify-your-email message with the account; the link confirms the address once', async () => {
    const borrower = await newBorrower(testApp.app);
    const [queued] = await testApp.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.recipient, borrower.email));
    expect(queued).toMatchObject({ templateKey: 'email-verification', status: 'queued', orgCode: 'lintel' });
    expect((await status(borrower.headers)).json()).toEqual({ email: borrower.email, verified: false });
    await deliverEmails(testApp.app, testApp.db);
    const token = await tokenFromMailbox(mailer, borrower.email, 'email-verification');
    expect((await verify(token, 'harbor-mortgage')).statusCode).toBe(400);
    const done = await verify(token);
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toMatch(/confirmed/);
    expect((await status(borrower.headers)).json()).toEqual({ email: borrower.email, verified: true });
    // A second click is not an error to the owner.
    expect((await verify(token)).json().message).toMatch(/already confirmed/);
  });

  it('a failed registration writes no email', async () => {
    const email = `invalid-${Date.now()}@example.test`;
    const refused = await register(testApp.app, validRegistration({ email, confirmPassword: 'different' }));
    expect(refused.statusCode).toBe(400);
    expect(await testApp.db.select().from(emailOutbox).where(eq(emailOutbox.recipient, email))).toEqual([]);
  });

  it('refuses an expired or unknown link with one message', async () => {
    const borrower = await newBorrower(testApp.app);
    await deliverEmails(testApp.app, testApp.db);
    const token = await tokenFromMailbox(mailer, borrower.email, 'email-verification');
    clock.advance(48 * 60 * MINUTE + MINUTE);
    const expired = await verify(token);
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual({ errors: [{ message: LINK_NOT_VALID, field: 'token' }] });
    expect((await verify('B'.repeat(43))).body).toBe(expired.body);
  });

  it('resends a new link, at most 3 an hour per account (the registration email counts)', async () => {
    const borrower = await newBorrower(testApp.app);
    expect((await resend(borrower.headers)).statusCode).toBe(202);
    expect((await resend(borrower.headers)).statusCode).toBe(202);
    const limited = await resend(borrower.headers);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().errors[0].message).toMatch(/already sent you 3 links/);
    await deliverEmails(testApp.app, testApp.db);
    expect(await messagesTo(mailer, borrower.email, 'email-verification')).toHaveLength(3);
    clock.advance(61 * MINUTE);
    const jwt = await loginJwt(testApp.app, borrower.email, 'lintel', STRONG_PASSWORD);
    expect((await resend({ 'x-org': 'lintel', authorization: `Bearer ${jwt}` })).statusCode).toBe(202);
    expect((await resend({ 'x-org': 'lintel' })).statusCode).toBe(401);
  });

  it('keeps to 3 an hour when one account asks for several links at once', async () => {
    const borrower = await newBorrower(testApp.app);
    const answers = await Promise.all(Array.from({ length: 5 }, () => resend(borrower.headers)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([202, 202, 429, 429, 429]);
    await deliverEmails(testApp.app, testApp.db);
    expect(await messagesTo(mailer, borrower.email, 'email-verification')).toHaveLength(3);
  });
});
