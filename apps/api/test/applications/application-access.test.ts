import { randomBytes } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock, MINUTE } from '../identity/identity-test-kit.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { newApplication, signedInIdentity, type TestIdentity } from './application-test-kit.ts';

const clock = manualClock();
let t: TestApp;
let owner: TestIdentity;
let applicationId: string;

/** Every per-application route, as (method, url, payload). */
function perApplicationRequests(id: string) {
  return [
    { method: 'GET', url: `/service-application/api/v1/application/heloc/${id}` },
    { method: 'GET', url: `/service-krang-heloc/borrower/secure/api/v1/${id}/status` },
    {
      method: 'PATCH',
      url: `/service-application/api/v3/application/heloc/${id}/experiments`,
      payload: { experiments: { probe: 'x' } },
    },
    {
      method: 'PUT',
      url: `/service-application/api/v1/application/heloc/${id}/full-story-link`,
      payload: { link: 'https://replay.example.test/x' },
    },
    {
      method: 'PUT',
      url: `/service-application/api/v3/application/heloc/${id}/full-story-link`,
      payload: { link: 'https://replay.example.test/x' },
    },
    { method: 'GET', url: `/service-application/api/v3/application/heloc/${id}/offers` },
    { method: 'POST', url: `/service-application/api/v3/application/heloc/${id}/liens/confirm` },
    {
      method: 'PUT',
      url: `/service-application/api/v3/application/heloc/${id}/ssn`,
      payload: { ssn: '123456789' },
    },
    {
      method: 'PUT',
      url: `/service-application/api/v3/application/heloc/${id}/credit-freeze-pin`,
      payload: { pin: '1234' },
    },
    {
      method: 'PUT',
      url: `/service-application/api/v3/application/heloc/${id}/offer`,
      payload: { type: 'FIXED', term: 10, amount: 50000, payType: 'MANUAL' },
    },
  ] as const;
}

beforeAll(async () => {
  t = await createTestApp({ clock });
  owner = await signedInIdentity(t.db, clock);
  applicationId = await newApplication(t.db, clock, owner);
});
afterAll(() => t.close());

async function send(headers: Record<string, string>) {
  const answers = [];
  for (const request of perApplicationRequests(applicationId)) {
    const response = await t.app.inject({ ...request, headers });
    answers.push({
      url: request.url,
      method: request.method,
      status: response.statusCode,
      body: response.body ? response.json() : null,
    });
  }
  return answers;
}

describe('who may touch an application', () => {
  it('the borrower passes the access rule of every per-application route', async () => {
    // Actions at the wrong step answer 409; what matters here is that none is refused as 401/403/404.
    for (const answer of await send(owner.headers))
      expect([200, 204, 409], answer.url).toContain(answer.status);
  });

  it('another borrower of the same organisation gets 404 Not found everywhere', async () => {
    const other = await signedInIdentity(t.db, clock);
    for (const answer of await send(other.headers)) {
      expect(answer, answer.url).toMatchObject({ status: 404, body: { errors: [{ message: 'Not found' }] } });
    }
  });

  it('a borrower of another organisation gets 404 (their token is good for their own organisation)', async () => {
    const other = await signedInIdentity(t.db, clock, 'harbor-mortgage');
    for (const answer of await send(other.headers)) {
      expect(answer, answer.url).toMatchObject({ status: 404, body: { errors: [{ message: 'Not found' }] } });
    }
  });

  it("the borrower's own token sent for another organisation is refused", async () => {
    for (const answer of await send({ ...owner.headers, 'x-org': 'harbor-mortgage' })) {
      expect(answer, answer.url).toMatchObject({
        status: 401,
        body: { errors: [{ message: 'unauthenticated' }] },
      });
    }
  });

  it('an anonymous caller gets 401', async () => {
    for (const answer of await send({ 'x-org': 'lintel' })) {
      expect(answer, answer.url).toMatchObject({
        status: 401,
        body: { errors: [{ message: 'unauthenticated' }] },
      });
    }
  });

  it('a forged token gets 403 invalid signature', async () => {
    const now = Math.floor(clock.now().getTime() / 1000);
    const forged = await new SignJWT({ org: 'lintel', sid: 'x' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(owner.id)
      .setIssuer('lintel')
      .setAudience('lintel-portal')
      .setIssuedAt(now)
      .setExpirationTime(now + 600)
      .sign(randomBytes(32));
    for (const answer of await send({ authorization: `Bearer ${forged}`, 'x-org': 'lintel' })) {
      expect(answer, answer.url).toMatchObject({
        status: 403,
        body: { errors: [{ message: 'invalid signature' }] },
      });
    }
  });

  it('an expired token gets 401', async () => {
    const stale = await signedInIdentity(t.db, clock);
    const staleApplication = await newApplication(t.db, clock, stale);
    clock.advance(31 * MINUTE);
    for (const request of perApplicationRequests(staleApplication)) {
      const response = await t.app.inject({ ...request, headers: stale.headers });
      expect(response.statusCode, request.url).toBe(401);
    }
  });
});
