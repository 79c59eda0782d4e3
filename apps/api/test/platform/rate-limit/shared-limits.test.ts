import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNTER_SWEEP_EVERY_MS } from '../../../src/platform/rate-limit/counter-sweep.ts';
import { hitCounter } from '../../../src/platform/rate-limit/counters.ts';
import type { DatabaseHandle } from '../../../src/platform/db/database.ts';
import { signedInIdentity } from '../../features/applications/application-test-kit.ts';
import { startChatApps, stopChatApps, type ChatApps } from '../../features/chat/chat-apps.ts';
import { login } from '../../features/identity/identity-test-kit.ts';

// Issue 28: the per-address limits are counted in PostgreSQL, so two processes on one database allow what one would;
// every 429 says when to come back (Retry-After) in the one error format; expired counters are swept hourly.
let now = new Date('2026-11-23T09:00:00Z');
const clock = { now: () => now };
let apps: ChatApps;
let a: FastifyInstance;
let b: FastifyInstance;
let handle: DatabaseHandle;

beforeAll(async () => {
  apps = await startChatApps(clock);
  ({ a, b, handle } = apps);
});
afterAll(() => stopChatApps(apps));

describe('the per-address limit across two processes', () => {
  it('takes 20 sign-ins a minute from one address split between two apps, and refuses the 21st on either', async () => {
    const ip = '10.99.0.1';
    for (let i = 0; i < 20; i += 1) {
      // A different unknown email each time: the per-account lockout stays out of it.
      const answer = await login(
        i % 2 ? b : a,
        { email: `nobody-${i}@example.test`, password: 'wrong' },
        { ip },
      );
      expect(answer.statusCode, answer.body).toBe(400);
    }
    for (const app of [a, b]) {
      const refused = await login(app, { email: 'nobody-more@example.test', password: 'wrong' }, { ip });
      expect(refused.statusCode).toBe(429);
      expect(refused.json().errors).toEqual([
        {
          message: expect.stringMatching(
            /^Too many sign-in attempts from your network\. Please try again in /,
          ),
        },
      ]);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    }
    // Another address is not held.
    expect(
      (await login(b, { email: 'nobody@example.test', password: 'wrong' }, { ip: '10.99.0.2' })).statusCode,
    ).toBe(400);
    // Each route keeps its own count: the address held at the login may still ask for a reset link.
    const reset = await a.inject({
      method: 'POST',
      url: '/identity/api/v1/password-reset',
      remoteAddress: ip,
      headers: { 'x-org': 'lintel' },
      payload: { email: 'nobody@example.test' },
    });
    expect(reset.statusCode, reset.body).not.toBe(429);
  });
});

describe('every 429 says when to come back', () => {
  it("a verification email's resend past three an hour", async () => {
    const borrower = await signedInIdentity(handle.db, clock);
    const resend = () =>
      a.inject({
        method: 'POST',
        url: '/identity/secure/api/v1/email-verification/resend',
        headers: borrower.headers,
        payload: {},
      });
    for (let i = 0; i < 3; i += 1) expect((await resend()).statusCode).toBe(202);
    const refused = await resend();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errors).toHaveLength(1);
    expect(Number(refused.headers['retry-after'])).toBe(3600);
  });
});

describe('the sweep of expired counters', () => {
  const counters = async () =>
    (
      (await handle.db.execute(
        sql`select key, resets_at from rate_limit_counters where key like 'sweep-test:%' order by key`,
      )) as unknown as { rows: { key: string }[] }
    ).rows.map((row) => row.key);

  it('runs hourly on the job queue, removes the counters whose window has passed and keeps the others', async () => {
    await hitCounter(handle.db, 'sweep-test:minute', 60_000, now);
    await hitCounter(handle.db, 'sweep-test:day', 86_400_000, now);
    expect(await counters()).toEqual(['sweep-test:day', 'sweep-test:minute']);

    now = new Date(now.getTime() + COUNTER_SWEEP_EVERY_MS);
    await a.jobs.drain();
    expect(await counters()).toEqual(['sweep-test:day']);

    // The sweep asked for the next one: a day later the other counter goes too.
    now = new Date(now.getTime() + 86_400_000);
    for (let hour = 0; hour < 3 && (await counters()).length > 0; hour += 1) await a.jobs.drain();
    expect(await counters()).toEqual([]);
  });
});
