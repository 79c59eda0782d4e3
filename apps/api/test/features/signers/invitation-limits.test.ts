import {
  INVITATIONS_PER_ADDRESS_PER_DAY,
  INVITATIONS_PER_APPLICATION_PER_DAY,
} from '@lintel/domain/signers/signer-invitation';
import { and, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../../src/features/email/email-tables.ts';
import { placedApplication, type Journey } from '../workflow/closing/closing-kit.ts';
import { signerActions } from './signer-actions.ts';
import { signerWorld } from './signer-kit.ts';

// Issue 28 (decision 247): invitations and resends are limited per application and per invited address, a day, in
// PostgreSQL (rate_limit_counters), each refusal a 429 with Retry-After and a message the borrower can act on.

let world: Awaited<ReturnType<typeof signerWorld>>;
let s: ReturnType<typeof signerActions>;
beforeAll(async () => {
  world = await signerWorld();
  s = signerActions(world);
});
afterAll(() => world.t.close());

const DAY = 86_400_000;
const resend = (j: Journey, id: string, body: object = {}) => j.act('POST', `signers/${id}/resend`, body);

function expectRefused(response: LightMyRequestResponse, message: RegExp, field?: string) {
  expect(response.statusCode, response.body).toBe(429);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(DAY / 1000);
  expect(response.json()).toEqual({ errors: [{ message: expect.stringMatching(message), ...(field ? { field } : {}) }] });
}

async function messagesTo(recipient: string) {
  await s.delivered();
  return world.t.db.select().from(emailOutbox).where(eq(emailOutbox.recipient, recipient));
}

describe('limits on invitations (issue 28)', () => {
  it(`an application sends ${INVITATIONS_PER_APPLICATION_PER_DAY} invitations and resends a day; the next is refused until the day has passed`, async () => {
    const j = await placedApplication(world);
    const first = await s.invite(j, 'many.0@example.test');
    expect(first.statusCode).toBe(201);
    const id = (first.json() as { id: string }).id;
    expect((await resend(j, id)).statusCode).toBe(200);
    for (let i = 1; i < INVITATIONS_PER_APPLICATION_PER_DAY - 1; i += 1)
      expect((await s.invite(j, `many.${i}@example.test`)).statusCode).toBe(201);

    expectRefused(await s.invite(j, 'many.last@example.test'), /^You can send up to 10 invitations a day from this application/);
    expectRefused(await resend(j, id), /^You can send up to 10 invitations a day/);
    expect(await messagesTo('many.last@example.test')).toHaveLength(0);
    expect(await messagesTo('many.0@example.test')).toHaveLength(2);
    // Another application is not held up by this one's count.
    expect((await s.invite(await placedApplication(world), 'many.last@example.test')).statusCode).toBe(201);

    world.clock.advance(DAY);
    expect((await s.invite(j, 'next.day@example.test')).statusCode).toBe(201);
  });

  it(`one email gets ${INVITATIONS_PER_ADDRESS_PER_DAY} invitations a day, whichever application sends them`, async () => {
    const email = 'popular.owner@example.test';
    const j = await placedApplication(world);
    const invited = await s.invite(j, email);
    const id = (invited.json() as { id: string }).id;
    expect((await resend(j, id)).statusCode).toBe(200);
    expect((await resend(j, id)).statusCode).toBe(200);
    const again = await resend(j, id);
    expectRefused(again, /^This email address has had 3 invitations today.* Check that it is right, or try again in about 24 hours\.$/, 'email');
    const elsewhere = await s.invite(await placedApplication(world), email.toUpperCase());
    expectRefused(elsewhere, /^This email address has had 3 invitations today/, 'email');
    expect(await messagesTo(email)).toHaveLength(3);
    // A corrected address is a new one.
    expect((await resend(j, id, { email: 'popular.fixed@example.test' })).statusCode).toBe(200);
  });

  it(`one mobile gets ${INVITATIONS_PER_ADDRESS_PER_DAY} invitation texts a day; without the text the invitation still goes`, async () => {
    const mobile = '(415) 555-0188';
    const j = await placedApplication(world);
    for (const name of ['one', 'two', 'three'])
      expect((await s.invite(j, `texted.${name}@example.test`, { mobile, smsConsent: true })).statusCode).toBe(201);
    const fourth = await s.invite(j, 'texted.four@example.test', { mobile, smsConsent: true });
    expectRefused(fourth, /^This mobile number has had 3 invitations today.* Send the invitation without it/, 'mobile');
    expect((await s.invite(j, 'texted.four@example.test', { mobile })).statusCode).toBe(201);
    await s.delivered();
    const texts = await world.t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.channel, 'sms'), eq(emailOutbox.recipient, '4155550188')));
    expect(texts).toHaveLength(3);
  });

  it('keeps no address in the counters table', async () => {
    const { rows } = (await world.t.db.execute(sql`select key from rate_limit_counters`)) as unknown as {
      rows: { key: string }[];
    };
    const keys = rows.map((r) => r.key).filter((k) => k.startsWith('signer-invitations:'));
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) expect(key).not.toMatch(/@|555/);
  });
});
