import { apiErrorSchema } from '@lintel/domain/api/api-error';
import { registrationResponseSchema } from '@lintel/domain/registration/registration-response';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  getIdentity,
  login,
  manualClock,
  MINUTE,
  register,
  validRegistration,
} from '../identity/identity-test-kit.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { rowCounts, rows } from './registration-kit.ts';

const clock = manualClock(new Date('2026-11-23T10:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

const HOUR = 60 * MINUTE;

async function applicationsOf(email: string): Promise<string[]> {
  const found = await rows(
    t.db,
    sql`select a.id from applications a join identities i on i.id = a.primary_identity_id
        where lower(i.email) = lower(${email}) order by a.created_at`,
  );
  return found.map((r) => String(r.id));
}

describe('a repeated registration submit creates nothing twice', () => {
  it('replays an Idempotency-Key with the same application and a fresh, working token', async () => {
    const payload = validRegistration({ email: 'keyed@example.test' });
    const headers = { 'idempotency-key': 'draft-7f3a9c' };
    const first = await register(t.app, payload, { headers });
    expect(first.statusCode).toBe(201);
    const counts = await rowCounts(t.db);
    clock.advance(2 * HOUR);
    const again = await register(t.app, payload, { headers });
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    const one = registrationResponseSchema.parse(first.json());
    const two = registrationResponseSchema.parse(again.json());
    expect(two.applicationUuid).toBe(one.applicationUuid);
    expect(two.jwt).not.toBe(one.jwt);
    expect((await getIdentity(t.app, bearer(two.jwt))).statusCode).toBe(200);
    expect(await applicationsOf('keyed@example.test')).toEqual([one.applicationUuid]);
    // Only the replay's new session was written.
    expect(await rowCounts(t.db)).toEqual({ ...counts, identity_sessions: counts.identity_sessions! + 1 });
  });

  it('refuses the same key with other answers (422) and with the wrong password', async () => {
    const payload = validRegistration({ email: 'keyed-other@example.test' });
    const headers = { 'idempotency-key': 'draft-other' };
    expect((await register(t.app, payload, { headers })).statusCode).toBe(201);
    const changed = await register(t.app, { ...payload, isListedForSale: true }, { headers });
    expect(changed.statusCode).toBe(422);
    expect(apiErrorSchema.parse(changed.json()).errors[0]?.code).toBe('IDEMPOTENCY_KEY_REUSED');
    const wrongPassword = await register(
      t.app,
      { ...payload, password: 'Other-Pass-2026!', confirmPassword: 'Other-Pass-2026!' },
      { headers },
    );
    expect(wrongPassword.statusCode).toBe(422);
    expect(wrongPassword.body).not.toContain('jwt');
  });

  it('lets a key be used again after 24 hours', async () => {
    const headers = { 'idempotency-key': 'draft-expiring' };
    expect(
      (await register(t.app, validRegistration({ email: 'exp1@example.test' }), { headers })).statusCode,
    ).toBe(201);
    clock.advance(25 * HOUR);
    const later = await register(t.app, validRegistration({ email: 'exp2@example.test' }), { headers });
    expect(later.statusCode).toBe(201);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
  });

  it('answers an identical replay without a key within minutes, and 409 once the window has passed', async () => {
    const payload = validRegistration({ email: 'retry@example.test' });
    const first = registrationResponseSchema.parse((await register(t.app, payload)).json());
    clock.advance(5 * MINUTE);
    const retry = await register(t.app, payload);
    expect(retry.statusCode).toBe(201);
    expect(registrationResponseSchema.parse(retry.json()).applicationUuid).toBe(first.applicationUuid);
    // Same email, other password: not the same person's retry.
    const other = await register(t.app, {
      ...payload,
      password: 'Other-Pass-2026!',
      confirmPassword: 'Other-Pass-2026!',
    });
    expect(other.statusCode).toBe(409);
    clock.advance(10 * MINUTE);
    expect((await register(t.app, payload)).statusCode).toBe(409);
    expect(await applicationsOf('retry@example.test')).toEqual([first.applicationUuid]);
  });

  it.each([
    ['with one Idempotency-Key', { 'idempotency-key': 'draft-double-click' }],
    ['without a key', {}],
  ])(
    'turns a concurrent double submit into one account and one application (%s)',
    async (_label, headers) => {
      const email = `double-${Object.keys(headers).length}@example.test`;
      const payload = validRegistration({ email });
      const answers = await Promise.all([
        register(t.app, payload, { headers }),
        register(t.app, payload, { headers }),
      ]);
      expect(answers.map((a) => a.statusCode)).toEqual([201, 201]);
      const [a, b] = answers.map((r) => registrationResponseSchema.parse(r.json()));
      expect(a?.applicationUuid).toBe(b?.applicationUuid);
      expect(await applicationsOf(email)).toEqual([a?.applicationUuid]);
      const identities = await rows(t.db, sql`select id from identities where lower(email) = ${email}`);
      expect(identities).toHaveLength(1);
    },
  );

  it('never hands a locked-out account a session: a replay is refused as the login is (429)', async () => {
    const email = 'locked-replay@example.test';
    const payload = validRegistration({ email });
    const headers = { 'idempotency-key': 'draft-locked' };
    expect((await register(t.app, payload, { headers })).statusCode).toBe(201);
    for (let i = 0; i < 5; i += 1) {
      await login(t.app, { email, password: 'Wrong-Pass-2026!' });
    }
    expect((await login(t.app, { email, password: String(payload.password) })).statusCode).toBe(429);
    for (const replay of [register(t.app, payload, { headers }), register(t.app, payload)]) {
      const answer = await replay;
      expect(answer.statusCode).toBe(429);
      expect(answer.headers['retry-after']).toBeDefined();
      expect(answer.body).not.toContain('jwt');
      expect(apiErrorSchema.parse(answer.json()).errors[0]?.message).toMatch(/Too many failed sign-in attempts/);
    }
    clock.advance(16 * MINUTE);
    // Once the lock has passed (and inside the key's 24 hours) the replay answers again.
    expect((await register(t.app, payload, { headers })).statusCode).toBe(201);
  });

  it('counts a replay with the wrong password as a failed login, so it is no way round the lockout', async () => {
    const email = 'guess-replay@example.test';
    const payload = validRegistration({ email });
    const headers = { 'idempotency-key': 'draft-guess' };
    expect((await register(t.app, payload, { headers })).statusCode).toBe(201);
    const guesses = [1, 2, 3, 4, 5].map((n) => `Guess-Pass-202${n}!`);
    const answers: number[] = [];
    for (const guess of guesses) {
      const wrong = { ...payload, password: guess, confirmPassword: guess };
      answers.push((await register(t.app, wrong, { headers })).statusCode);
    }
    expect(answers.slice(0, 4)).toEqual([422, 422, 422, 422]);
    expect(answers[4]).toBe(429);
    expect((await login(t.app, { email, password: String(payload.password) })).statusCode).toBe(429);
  });
});
