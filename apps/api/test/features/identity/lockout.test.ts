import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../support/test-app.ts';
import { DEMO_PASSWORD, freshIp, login, manualClock, MINUTE } from './identity-test-kit.ts';

const clock = manualClock();
let testApp: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  testApp = await createTestApp({ clock });
});
afterAll(() => testApp.close());

const LOCKED = { errors: [{ message: 'Too many failed sign-in attempts. Please try again in 15 minutes.' }] };

describe('per-account lockout (5 failures -> 15 minutes)', () => {
  it('locks after 5 failures, refuses even the right password, and unlocks after 15 minutes', async () => {
    const email = 'demo@harbor.test';
    const org = 'harbor-mortgage';
    for (let i = 1; i <= 4; i += 1) {
      const response = await login(testApp.app, { email, password: `Wrong-Guess-${i}!` }, { org });
      expect(response.statusCode).toBe(400);
    }
    const fifth = await login(testApp.app, { email, password: 'Wrong-Guess-5!' }, { org });
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toEqual(LOCKED);
    expect(Number(fifth.headers['retry-after'])).toBe(15 * 60);

    const rightButLocked = await login(testApp.app, { email, password: DEMO_PASSWORD }, { org });
    expect(rightButLocked.statusCode).toBe(429);

    clock.advance(14 * MINUTE);
    expect((await login(testApp.app, { email, password: DEMO_PASSWORD }, { org })).statusCode).toBe(429);

    clock.advance(1 * MINUTE);
    expect((await login(testApp.app, { email, password: DEMO_PASSWORD }, { org })).statusCode).toBe(200);
  });

  it('locks an unknown email exactly like a known one, revealing nothing', async () => {
    const answers = [];
    for (let i = 0; i < 5; i += 1)
      answers.push(await login(testApp.app, { email: 'ghost@lintel.test', password: 'Wrong-Guess-1!' }));
    expect(answers.map((r) => r.statusCode)).toEqual([400, 400, 400, 400, 429]);
    expect(answers[4]?.json()).toEqual(LOCKED);
  });

  it('parallel guesses cannot get more than 5 passwords checked', async () => {
    const attempts = Array.from({ length: 10 }, (_, i) =>
      login(testApp.app, { email: 'parallel@lintel.test', password: `Guess-${i}!` }),
    );
    const statuses = (await Promise.all(attempts)).map((r) => r.statusCode).sort();
    expect(statuses).toEqual([400, 400, 400, 400, 429, 429, 429, 429, 429, 429]);
  });

  it('locks one account only', async () => {
    for (let i = 0; i < 5; i += 1)
      await login(
        testApp.app,
        { email: 'demo@summit.test', password: 'Wrong!' },
        { org: 'summit-home-loans' },
      );
    expect(
      (await login(testApp.app, { email: 'demo@lintel.test', password: DEMO_PASSWORD })).statusCode,
    ).toBe(200);
  });

  it('a successful login clears earlier failures', async () => {
    const email = 'demo@lintel.test';
    for (let i = 0; i < 4; i += 1) await login(testApp.app, { email, password: 'Wrong!' });
    expect((await login(testApp.app, { email, password: DEMO_PASSWORD })).statusCode).toBe(200);
    for (let i = 0; i < 4; i += 1) {
      expect((await login(testApp.app, { email, password: 'Wrong!' })).statusCode).toBe(400);
    }
    expect((await login(testApp.app, { email, password: DEMO_PASSWORD })).statusCode).toBe(200);
  });
});

describe('per-IP limit on login attempts (20 per minute)', () => {
  it('answers 429 to the 21st attempt from one address and not to another address', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      // Different emails, so the per-account lockout is not what stops them.
      statuses.push(
        (await login(testApp.app, { email: `spray${i}@lintel.test`, password: 'Wrong!' }, { ip })).statusCode,
      );
    }
    expect(statuses.every((s) => s === 400)).toBe(true);
    const last = await login(testApp.app, { email: 'spray-last@lintel.test', password: 'Wrong!' }, { ip });
    expect(last.statusCode).toBe(429);
    expect(last.json()).toEqual({
      errors: [{ message: expect.stringMatching(/^Too many sign-in attempts from your network\./) }],
    });
    expect(
      (await login(testApp.app, { email: 'demo@lintel.test', password: DEMO_PASSWORD })).statusCode,
    ).toBe(200);
  });
});
