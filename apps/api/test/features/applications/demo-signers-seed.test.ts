import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_APPLICATION_ID } from '../../../src/features/applications/demo-application-seed.ts';
import { seedDemoSigners } from '../../../src/features/applications/demo-signers-seed.ts';
import { applicationSigners } from '../../../src/features/applications/tables/application-parties.ts';
import { bearer, loginJwt } from '../identity/identity-test-kit.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, jwt: string) =>
  t.app.inject({ method: 'GET', url, headers: { 'x-org': 'lintel', ...bearer(jwt) } });

describe('the demo signers of the README', () => {
  it.each([
    ['cosigner@lintel.test', 'Morgan'],
    ['codeeder@lintel.test', 'Casey'],
  ])('%s logs in as an additional signer and sees the demo application', async (email, firstName) => {
    const jwt = await loginJwt(t.app, email);
    const identity = (await get('/identity/secure/api/v1/identity', jwt)).json();
    expect(identity).toMatchObject({
      type: 'CO_DEEDER',
      email,
      name: { firstName, lastName: 'Demo' },
      isBroker: false,
    });
    const all = (await get('/service-application/api/v1/application/heloc/all', jwt)).json() as {
      uuid: string;
    }[];
    expect(all.map((application) => application.uuid)).toEqual([DEMO_APPLICATION_ID]);
    const status = await get(
      `/service-krang-heloc/borrower/secure/api/v1/${DEMO_APPLICATION_ID}/status`,
      jwt,
    );
    expect(status.statusCode).toBe(200);
  });

  it('lists only the co-deeder in the co-deed status, and sends both to the signer login on logout', async () => {
    const coDeeder = await loginJwt(t.app, 'codeeder@lintel.test');
    const coBorrower = await loginJwt(t.app, 'cosigner@lintel.test');
    const path = '/service-application/api/v1/application/heloc/co-deed/status';
    expect((await get(path, coDeeder)).json()).toEqual({
      applications: [{ uuid: DEMO_APPLICATION_ID, coDeedStatus: 'INITIAL' }],
    });
    expect((await get(path, coBorrower)).json()).toEqual({ applications: [] });
    const logout = await t.app.inject({
      method: 'POST',
      url: '/identity-broker/customer/secure/api/v3/logout',
      headers: { 'x-org': 'lintel', ...bearer(coBorrower) },
      payload: {},
    });
    expect(logout.json()).toEqual({ redirectUrl: '/account/heloc/heloc-signer/login' });
  });

  it('is idempotent: seeding again adds no second signer row', async () => {
    await seedDemoSigners(t.db);
    const rows = await t.db.select().from(applicationSigners);
    expect(
      rows
        .filter((row) => row.applicationId === DEMO_APPLICATION_ID)
        .map((row) => row.role)
        .sort(),
    ).toEqual(['BORROWER', 'CO_DEEDER']);
  });
});
