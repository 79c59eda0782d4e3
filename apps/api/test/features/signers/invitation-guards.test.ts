import { INVITATION_PASSWORD_REFUSED } from '@lintel/domain/signers/signer-acceptance';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../../src/features/email/email-tables.ts';
import { findIdentityByEmail } from '../../../src/features/identity/identity-repository.ts';
import { LOCKOUT_POLICY } from '../../../src/features/identity/login-lockout.ts';
import { DEMO_PASSWORD, freshIp, login, MINUTE } from '../identity/identity-test-kit.ts';
import { placedApplication } from '../workflow/closing/closing-kit.ts';
import { signerActions } from './signer-actions.ts';
import { ACCEPT, invitationToken, SIGNER_PASSWORD, signerWorld } from './signer-kit.ts';

// Issue 28 (decision 247): only the emailed link accepts; every password through the invitation counts in the
// login's lockout; no answer says whether the invited email has an account.

let world: Awaited<ReturnType<typeof signerWorld>>;
let s: ReturnType<typeof signerActions>;
beforeAll(async () => {
  world = await signerWorld();
  s = signerActions(world);
});
afterAll(() => world.t.close());

const PREVIEW = '/identity/api/v1/signer-invitation/preview';
const RESUME = '/identity/api/v1/signer-invitation/resume';
const post = (url: string, payload: object, ip = freshIp()) =>
  world.t.app.inject({ method: 'POST', url, headers: { 'x-org': 'lintel' }, remoteAddress: ip, payload });
const resume = (token: string, password: string) => post(RESUME, { token, password });
const acceptWith = (token: string, password: string, confirmPassword = password) =>
  post(ACCEPT, { token, password, confirmPassword });

/** Invites `email` on a fresh application and answers the token of the emailed link. */
async function emailedToken(email: string, extra: object = {}): Promise<string> {
  const j = await placedApplication(world);
  const invited = await s.invite(j, email, extra);
  expect(invited.statusCode, invited.body).toBe(201);
  await s.delivered();
  return invitationToken(world.mailer, email);
}

describe('the invitation by text message (issue 28)', () => {
  it("carries no acceptance: a borrower who gives another's email with their own mobile gets no account and no session", async () => {
    const victim = 'someone.else@example.test';
    const emailed = await emailedToken(victim, { mobile: '(415) 555-0177', smsConsent: true });
    const [text] = await world.t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.channel, 'sms'), eq(emailOutbox.recipient, '4155550177')));
    expect(text?.templateKey).toBe('signer-invitation-sms');
    // The text points to the email: no link, no token, nothing the borrower's phone could accept with.
    expect(text?.textBody).toMatch(/^Lintel: .* To accept, open the link in the email we sent you from Lintel/);
    expect(text?.textBody).not.toMatch(/https?:|token|[A-Za-z0-9_-]{43}/);
    // What the phone's holder can try: guesses of a token. Each is refused, and no account appears.
    for (const guess of ['A'.repeat(43), emailed.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))]) {
      const tried = await acceptWith(guess, SIGNER_PASSWORD);
      expect(tried.statusCode).toBe(400);
      expect(tried.json()).not.toHaveProperty('jwt');
    }
    expect(await findIdentityByEmail(world.t.db, 'lintel', victim)).toBeUndefined();
    // The email's owner still accepts from the emailed link.
    expect((await acceptWith(emailed, SIGNER_PASSWORD)).statusCode).toBe(200);
  });
});

describe("a password through the invitation counts in the login's lockout (issue 28)", () => {
  it(`after ${LOCKOUT_POLICY.maxFailures} wrong guesses through resume and accept even the right password is refused with 429, as the login is`, async () => {
    const token = await emailedToken('demo@lintel.test');
    const wrong = 'Wrong-Guess-2026!';
    for (let i = 1; i < LOCKOUT_POLICY.maxFailures; i += 1) {
      const guess = i % 2 ? await resume(token, `${wrong}${i}`) : await acceptWith(token, `${wrong}${i}`);
      expect(guess.statusCode, guess.body).toBe(400);
      expect(guess.json().errors).toEqual([{ message: INVITATION_PASSWORD_REFUSED, field: 'password' }]);
    }
    const last = await resume(token, wrong);
    expect(last.statusCode).toBe(429);
    const right = await resume(token, DEMO_PASSWORD);
    expect(right.statusCode).toBe(429);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    expect(right.json().errors[0].message).toMatch(/^Too many failed sign-in attempts/);
    expect(right.json()).not.toHaveProperty('jwt');
    expect((await acceptWith(token, DEMO_PASSWORD)).statusCode).toBe(429);
    // The same lock at the login.
    expect((await login(world.t.app, { email: 'demo@lintel.test', password: DEMO_PASSWORD })).statusCode).toBe(429);

    world.clock.advance(LOCKOUT_POLICY.lockMs + MINUTE);
    const accepted = await resume(token, DEMO_PASSWORD);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toHaveProperty('jwt');
  });

  it("the invitation's calls have a per-address count of their own beside the login's", async () => {
    const token = await emailedToken('own.count@example.test');
    const ip = freshIp();
    for (let i = 0; i < 20; i += 1)
      expect((await login(world.t.app, { email: `nobody-${i}@example.test`, password: 'wrong' }, { ip })).statusCode).toBe(400);
    expect((await login(world.t.app, { email: 'nobody@example.test', password: 'wrong' }, { ip })).statusCode).toBe(429);
    expect((await post(PREVIEW, { token }, ip)).statusCode).toBe(200);
  });

  it('a locked login locks the invitation too', async () => {
    const token = await emailedToken('demo@harbor.test');
    // demo@harbor.test is another lender's: at lintel the email has no account, and locks all the same.
    for (let i = 0; i < LOCKOUT_POLICY.maxFailures; i += 1)
      await login(world.t.app, { email: 'demo@harbor.test', password: `Wrong-${i}` });
    const refused = await acceptWith(token, SIGNER_PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(await findIdentityByEmail(world.t.db, 'lintel', 'demo@harbor.test')).toBeUndefined();
  });

  it("accepting with the email's account's password accepts with that account", async () => {
    const token = await emailedToken('cosigner@lintel.test');
    const before = await findIdentityByEmail(world.t.db, 'lintel', 'cosigner@lintel.test');
    const accepted = await acceptWith(token, DEMO_PASSWORD);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await findIdentityByEmail(world.t.db, 'lintel', 'cosigner@lintel.test')).toEqual(before);
  });
});

describe('no answer says whether the invited email has an account (issue 28)', () => {
  it('the preview, a wrong password and a mismatched confirmation answer alike for an account, none, and an agent', async () => {
    const answers = [];
    for (const email of ['demo@lintel.test', 'agent@lintel.test', 'nobody.yet@example.test']) {
      const token = await emailedToken(email);
      const preview = await post(PREVIEW, { token });
      const wrong = await resume(token, 'Not-The-Password-1!');
      const mismatch = await acceptWith(token, SIGNER_PASSWORD, `${SIGNER_PASSWORD}x`);
      answers.push([preview, wrong, mismatch].map((r) => ({ status: r.statusCode, body: r.json() as unknown })));
    }
    expect(answers[0]?.[0]).toEqual({ status: 200, body: { firstName: 'Casey', borrowerFirstName: 'Casey' } });
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
  });
});
