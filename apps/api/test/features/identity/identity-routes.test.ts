import { brokerSelfInfoSchema, identitySchema, profileSchema } from '@lintel/domain/identity/identity';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../support/test-app.ts';
import { bearer, getIdentity, loginJwt, newBorrower } from './identity-test-kit.ts';

let testApp: Awaited<ReturnType<typeof createTestApp>>;
let jwt: string;
beforeAll(async () => {
  testApp = await createTestApp();
  jwt = await loginJwt(testApp.app, 'demo@lintel.test');
});
afterAll(() => testApp.close());

const brokerBody = { applicationName: 'heloc', orgCode: 'lintel', mode: 'default' };

describe('identity and profile', () => {
  it('v1 and v1_1 answer the same identity', async () => {
    const v1 = identitySchema.parse((await getIdentity(testApp.app, bearer(jwt), 'lintel', 'v1')).json());
    const v11 = identitySchema.parse((await getIdentity(testApp.app, bearer(jwt), 'lintel', 'v1_1')).json());
    expect(v1).toEqual(v11);
    expect(v1).toMatchObject({
      email: 'demo@lintel.test',
      type: 'BORROWER',
      isBroker: false,
      name: { firstName: 'Avery', lastName: 'Demo' },
    });
    expect(v1.phoneNumbers).toEqual(['(415) 555-0101']);
  });

  it('GET /service-profile/api/v1/profile answers the profile with its address', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/service-profile/api/v1/profile',
      headers: { 'x-org': 'lintel', ...bearer(jwt) },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const profile = profileSchema.parse(response.json());
    expect(profile).toMatchObject({
      organizationCode: 'lintel',
      email: 'demo@lintel.test',
      dob: '1980-04-12',
      hasSsn: false,
    });
    expect(profile.addresses).toEqual([
      expect.objectContaining({ street1: '100 Sample Street', state: 'CA', zip: '95814' }),
    ]);
  });

  it('a newly registered borrower has a profile with the registration answers', async () => {
    const borrower = await newBorrower(testApp.app, 'harbor-mortgage');
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/service-profile/api/v1/profile',
      headers: borrower.headers,
    });
    const profile = profileSchema.parse(response.json());
    expect(profile).toMatchObject({
      organizationCode: 'harbor-mortgage',
      email: borrower.email,
      dob: '1980-04-12',
      hasSsn: false,
      addresses: [
        // Harbor lends on the East Coast: newBorrower gives its borrowers a Maine home (decision 171).
        expect.objectContaining({ street1: '389 Congress St', state: 'ME', ownership: 'OWNER' }),
      ],
      name: { firstName: 'Test', lastName: 'Borrower' },
    });
  });

  it('profile needs a session', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/service-profile/api/v1/profile',
      headers: { 'x-org': 'lintel' },
    });
    expect(response.statusCode).toBe(401);
  });

  it.each(['customer', 'agent'])(
    'GET identity-broker %s self/helocinfo answers identity info',
    async (kind) => {
      const response = await testApp.app.inject({
        method: 'GET',
        url: `/identity-broker/${kind}/secure/api/v3/self/helocinfo`,
        headers: { 'x-org': 'lintel', 'application-name': 'heloc', ...bearer(jwt) },
      });
      expect(response.statusCode).toBe(200);
      expect(brokerSelfInfoSchema.parse(response.json())).toMatchObject({
        organizationCode: 'lintel',
        product: 'heloc',
        applicationName: 'heloc',
        email: 'demo@lintel.test',
      });
    },
  );

  it('refuses an unknown broker kind', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/identity-broker/admin/secure/api/v3/self/helocinfo',
      headers: { 'x-org': 'lintel', ...bearer(jwt) },
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });
});

describe('identity-broker login', () => {
  const brokerLogin = (query: string, headers: Record<string, string> = {}, body: object = brokerBody) =>
    testApp.app.inject({
      method: 'POST',
      url: `/identity-broker/customer/api/v3/login${query}`,
      headers: { 'x-org': 'lintel', 'application-name': 'heloc', ...headers },
      payload: body,
    });

  it('sends a visitor without a session to the login page, keeping a safe redirectUrl', async () => {
    expect((await brokerLogin('')).json()).toEqual({ redirectUrl: '/auth/login' });
    expect((await brokerLogin('?redirectUrl=/offers/select')).json()).toEqual({
      redirectUrl: '/auth/login?redirectUrl=%2Foffers%2Fselect',
    });
  });

  it('drops redirectUrl values that could leave the site', async () => {
    for (const unsafe of ['//evil.test', 'https://evil.test', '/Offers', 'offers']) {
      expect((await brokerLogin(`?redirectUrl=${encodeURIComponent(unsafe)}`)).json()).toEqual({
        redirectUrl: '/auth/login',
      });
    }
  });

  it('sends a signed-in borrower on to the dashboard or the safe redirectUrl', async () => {
    expect((await brokerLogin('', bearer(jwt))).json()).toEqual({ redirectUrl: '/dashboard' });
    expect((await brokerLogin('?redirectUrl=/offers', bearer(jwt))).json()).toEqual({
      redirectUrl: '/offers',
    });
  });

  it('refuses an orgCode that is not the organisation of the request', async () => {
    const response = await brokerLogin('', {}, { ...brokerBody, orgCode: 'harbor-mortgage' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      errors: [{ message: 'orgCode does not match the organisation of the request', field: 'orgCode' }],
    });
  });
});

describe('identity-broker logout', () => {
  it('answers /auth/login and needs a session', async () => {
    const own = await loginJwt(testApp.app, 'demo@lintel.test');
    const url = '/identity-broker/agent/secure/api/v3/logout';
    const ok = await testApp.app.inject({
      method: 'POST',
      url,
      headers: { 'x-org': 'lintel', ...bearer(own) },
      payload: brokerBody,
    });
    expect(ok.json()).toEqual({ redirectUrl: '/auth/login' });
    const again = await testApp.app.inject({
      method: 'POST',
      url,
      headers: { 'x-org': 'lintel', ...bearer(own) },
      payload: brokerBody,
    });
    expect(again.statusCode).toBe(401);
  });
});
