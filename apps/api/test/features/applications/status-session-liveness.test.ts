import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSessionLivenessCache } from '../../../src/features/identity/session-liveness-cache.ts';
import type { SessionRow } from '../../../src/features/identity/session-repository.ts';
import { manualClock } from '../identity/identity-test-kit.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { newApplication, signedInIdentity } from './application-test-kit.ts';

const row = (id: string): SessionRow => ({
  id,
  identityId: 'i',
  orgCode: 'lintel',
  createdAt: new Date(0),
  expiresAt: new Date(8.64e15),
  revokedAt: null,
});

describe('session liveness cache (decision 090)', () => {
  it('reads the database once per period, and again after it', async () => {
    let now = 0;
    const cache = createSessionLivenessCache(1_500, () => now);
    let reads = 0;
    const lookup = async (id: string) => ((reads += 1), row(id));
    await Promise.all([cache.get('s', lookup), cache.get('s', lookup), cache.get('s', lookup)]);
    now = 1_499;
    await cache.get('s', lookup);
    expect(reads).toBe(1);
    now = 1_500;
    expect(await cache.get('s', lookup)).toMatchObject({ id: 's' });
    expect(reads).toBe(2);
  });

  it('a logout wins over a read that was already in flight', async () => {
    const cache = createSessionLivenessCache(1_500, () => 0);
    let release: (value: SessionRow) => void = () => {};
    const slow = cache.get('s', () => new Promise<SessionRow>((resolve) => (release = resolve)));
    cache.revoked('s');
    release(row('s'));
    await slow;
    expect(await cache.get('s', async (id) => row(id))).toBeUndefined();
  });

  it('does not keep a failed read', async () => {
    const cache = createSessionLivenessCache(1_500, () => 0);
    await expect(cache.get('s', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.get('s', async (id) => row(id))).toMatchObject({ id: 's' });
  });
});

describe('status polling and logout', () => {
  const clock = manualClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ clock });
  });
  afterAll(() => t.close());

  it('a token stops polling at once after its session logs out in this process', async () => {
    const owner = await signedInIdentity(t.db, clock);
    const id = await newApplication(t.db, clock, owner);
    const poll = () =>
      t.app.inject({
        method: 'GET',
        url: `/service-krang-heloc/borrower/secure/api/v1/${id}/status`,
        headers: owner.headers,
      });
    expect((await poll()).json()).toEqual({ step: 'LIEN_VERIFICATION' });
    // Polled twice so the session is certainly held in memory when the logout happens.
    expect((await poll()).statusCode).toBe(200);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/identity-broker/customer/secure/api/v3/logout',
      headers: owner.headers,
    });
    expect(logout.statusCode).toBe(200);
    const after = await poll();
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ errors: [{ message: 'unauthenticated' }] });
  });

  it('a token that worked a moment ago is refused once it expires, and a tampered copy never works', async () => {
    const owner = await signedInIdentity(t.db, clock);
    const id = await newApplication(t.db, clock, owner);
    const url = `/service-krang-heloc/borrower/secure/api/v1/${id}/status`;
    expect((await t.app.inject({ method: 'GET', url, headers: owner.headers })).statusCode).toBe(200);
    const tampered = { ...owner.headers, authorization: `${owner.headers.authorization.slice(0, -2)}xx` };
    expect((await t.app.inject({ method: 'GET', url, headers: tampered })).statusCode).toBe(403);
    clock.advance(30 * 60_000);
    const expired = await t.app.inject({ method: 'GET', url, headers: owner.headers });
    expect(expired.statusCode).toBe(401);
  });
});
