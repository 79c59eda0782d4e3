import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../identity/identity-test-kit.ts';
import { itRefusesAllButTheBorrower, sendEach, type AccessRequest } from '../../support/access-rule.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { newApplication, signedInIdentity, type TestIdentity } from './application-test-kit.ts';

const clock = manualClock();
let t: TestApp;
let owner: TestIdentity;
let applicationId: string;

/** Every per-application route, as (method, url, payload). */
function perApplicationRequests(id: string): AccessRequest[] {
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
  ];
}

beforeAll(async () => {
  t = await createTestApp({ clock });
  owner = await signedInIdentity(t.db, clock);
  applicationId = await newApplication(t.db, clock, owner);
});
afterAll(() => t.close());

describe('who may touch an application', () => {
  it('the borrower passes the access rule of every per-application route', async () => {
    // Actions at the wrong step answer 409; what matters here is that none is refused as 401/403/404.
    for (const answer of await sendEach(t, perApplicationRequests(applicationId), owner.headers))
      expect([200, 204, 409], answer.call).toContain(answer.status);
  });

  it("the borrower's own token sent for another organisation is refused", async () => {
    const headers = { ...owner.headers, 'x-org': 'harbor-mortgage' };
    for (const answer of await sendEach(t, perApplicationRequests(applicationId), headers)) {
      expect(answer, answer.call).toMatchObject({
        status: 401,
        body: { errors: [{ message: 'unauthenticated' }] },
      });
    }
  });

  itRefusesAllButTheBorrower(() => ({ t, clock, owner, applicationId }), perApplicationRequests);
});
