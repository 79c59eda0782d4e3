import { randomBytes } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../support/test-app.ts';
import { bearer, getIdentity, loginJwt, manualClock, MINUTE } from './identity-test-kit.ts';

const clock = manualClock();
let testApp: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  testApp = await createTestApp({ clock });
});
afterAll(() => testApp.close());

const UNAUTHENTICATED = { errors: [{ message: 'unauthenticated' }] };

function claimsOf(jwt: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
}

describe('session tokens on secure routes', () => {
  it('carries sub, org, sid and a 30-minute exp', async () => {
    const claims = claimsOf(await loginJwt(testApp.app, 'demo@lintel.test'));
    expect(claims).toMatchObject({ org: 'lintel', sub: expect.any(String), sid: expect.any(String) });
    expect((claims.exp as number) - (claims.iat as number)).toBe(30 * 60);
  });

  it('answers 401 unauthenticated without a token or with a garbage one', async () => {
    for (const headers of [
      {},
      { authorization: 'Bearer' },
      { authorization: 'Basic abc' },
      bearer('not.a.jwt'),
    ]) {
      const response = await getIdentity(testApp.app, headers);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(UNAUTHENTICATED);
    }
  });

  it('answers 401 once the token has expired', async () => {
    const jwt = await loginJwt(testApp.app, 'demo@lintel.test');
    clock.advance(31 * MINUTE);
    const response = await getIdentity(testApp.app, bearer(jwt));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(UNAUTHENTICATED);
  });

  it('answers 403 invalid signature for a forged token', async () => {
    const genuine = claimsOf(await loginJwt(testApp.app, 'demo@lintel.test'));
    const forged = await new SignJWT({ org: 'lintel', sid: genuine.sid })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(genuine.sub))
      .setIssuer('lintel')
      .setAudience('lintel-portal')
      .setIssuedAt(Math.floor(clock.now().getTime() / 1000))
      .setExpirationTime(Math.floor(clock.now().getTime() / 1000) + 600)
      .sign(randomBytes(32));
    const response = await getIdentity(testApp.app, bearer(forged));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ errors: [{ message: 'invalid signature' }] });
  });

  it("refuses a token of one organisation on another organisation's requests", async () => {
    const jwt = await loginJwt(testApp.app, 'demo@harbor.test', 'harbor-mortgage');
    expect((await getIdentity(testApp.app, bearer(jwt), 'harbor-mortgage')).statusCode).toBe(200);
    const elsewhere = await getIdentity(testApp.app, bearer(jwt), 'lintel');
    expect(elsewhere.statusCode).toBe(401);
    expect(elsewhere.json()).toEqual(UNAUTHENTICATED);
  });

  it('sends no new token early, and a replacement token past half its life', async () => {
    const jwt = await loginJwt(testApp.app, 'demo@lintel.test');
    clock.advance(5 * MINUTE);
    const early = await getIdentity(testApp.app, bearer(jwt));
    expect(early.statusCode).toBe(200);
    expect(early.headers.authorization).toBeUndefined();

    clock.advance(11 * MINUTE);
    const late = await getIdentity(testApp.app, bearer(jwt));
    expect(late.statusCode).toBe(200);
    const header = String(late.headers.authorization);
    expect(header).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/);
    const refreshed = header.slice('Bearer '.length);
    expect(claimsOf(refreshed).sid).toBe(claimsOf(jwt).sid);

    // The old token has expired by now; the replacement keeps the borrower signed in.
    clock.advance(20 * MINUTE);
    expect((await getIdentity(testApp.app, bearer(jwt))).statusCode).toBe(401);
    expect((await getIdentity(testApp.app, bearer(refreshed))).statusCode).toBe(200);
  });

  it('ends the session 12 hours after login however often it is refreshed', async () => {
    let jwt = await loginJwt(testApp.app, 'demo@summit.test', 'summit-home-loans');
    let signedInFor = 0;
    for (let elapsed = 20; elapsed <= 13 * 60; elapsed += 20) {
      clock.advance(20 * MINUTE);
      const response = await getIdentity(testApp.app, bearer(jwt), 'summit-home-loans');
      if (response.statusCode !== 200) break;
      signedInFor = elapsed;
      const header = response.headers.authorization;
      if (typeof header === 'string') jwt = header.slice('Bearer '.length);
    }
    expect(signedInFor).toBe(12 * 60 - 20);
  });

  it('logout revokes the session: its token stops working at once', async () => {
    const jwt = await loginJwt(testApp.app, 'demo@lintel.test');
    const logout = await testApp.app.inject({
      method: 'POST',
      url: '/identity-broker/customer/secure/api/v3/logout',
      headers: { 'x-org': 'lintel', ...bearer(jwt) },
      payload: { applicationName: 'heloc', orgCode: 'lintel' },
    });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ redirectUrl: '/auth/login' });
    const after = await getIdentity(testApp.app, bearer(jwt));
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual(UNAUTHENTICATED);
  });
});
