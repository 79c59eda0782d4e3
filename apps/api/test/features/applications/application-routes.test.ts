import { applicationSchema } from '@lintel/domain/application/application';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { loginJwt, manualClock } from '../identity/identity-test-kit.ts';
import { DEMO_APPLICATION_ID } from '../../../src/features/applications/demo-application-seed.ts';
import { newApplication, signedInIdentity, type TestIdentity } from './application-test-kit.ts';

const BASE = '/service-application/api/v1/application/heloc';
const clock = manualClock();
let t: TestApp;
let borrower: TestIdentity;
let coDeeder: TestIdentity;
let applicationId: string;

beforeAll(async () => {
  t = await createTestApp({ clock });
  borrower = await signedInIdentity(t.db, clock);
  coDeeder = await signedInIdentity(t.db, clock);
  applicationId = await newApplication(t.db, clock, borrower, {
    borrower: { firstName: 'Casey', lastName: 'Happy', dob: '1979-03-14', ssn: '123-45-6789' },
    signers: [{ identityId: coDeeder.id, role: 'CO_DEEDER' }],
  });
});
afterAll(() => t.close());

describe('GET application', () => {
  it('answers the application in the shared schema, with hasSsn and never the SSN', async () => {
    const response = await t.app.inject({ url: `${BASE}/${applicationId}`, headers: borrower.headers });
    expect(response.statusCode).toBe(200);
    const body = applicationSchema.parse(response.json());
    expect(body).toMatchObject({
      uuid: applicationId,
      hasSsn: true,
      name: { firstName: 'Casey', lastName: 'Happy' },
      property: { state: 'CO', zip: '80202' },
      consents: [{ type: 'SOFT_CREDIT' }],
      incomeSources: [{ employmentType: 'FULL_TIME' }],
      helocSigners: [{ identityUuid: coDeeder.id }],
      status: { liensComplete: false, uwDecision: null },
    });
    expect(body.loanNumber).toMatch(/^HL\d{12}$/);
    expect(response.body).not.toContain('6789');
  });

  it('lets a signer of the application read it', async () => {
    const response = await t.app.inject({ url: `${BASE}/${applicationId}`, headers: coDeeder.headers });
    expect(response.statusCode).toBe(200);
  });

  it('lists the caller’s applications under /all, as borrower or signer', async () => {
    const second = await newApplication(t.db, clock, borrower);
    const mine = await t.app.inject({ url: `${BASE}/all`, headers: borrower.headers });
    expect(mine.statusCode).toBe(200);
    expect((mine.json() as { uuid: string }[]).map((a) => a.uuid)).toEqual([applicationId, second]);
    const numbers = (mine.json() as { loanNumber: string }[]).map((a) => a.loanNumber);
    expect(new Set(numbers).size).toBe(2);
    const signed = await t.app.inject({ url: `${BASE}/all`, headers: coDeeder.headers });
    expect((signed.json() as { uuid: string }[]).map((a) => a.uuid)).toEqual([applicationId]);
    const stranger = await signedInIdentity(t.db, clock);
    expect((await t.app.inject({ url: `${BASE}/all`, headers: stranger.headers })).json()).toEqual([]);
  });

  it('answers the co-deed status of the applications the caller co-deeds', async () => {
    const response = await t.app.inject({ url: `${BASE}/co-deed/status`, headers: coDeeder.headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ applications: [{ uuid: applicationId, coDeedStatus: 'INITIAL' }] });
    const own = await t.app.inject({ url: `${BASE}/co-deed/status`, headers: borrower.headers });
    expect(own.json()).toEqual({ applications: [] });
  });
});

describe('status', () => {
  it('answers the seeded demo application of demo@lintel.test after a real login', async () => {
    const jwt = await loginJwt(t.app, 'demo@lintel.test');
    const response = await t.app.inject({
      url: `/service-krang-heloc/borrower/secure/api/v1/${DEMO_APPLICATION_ID}/status`,
      headers: { authorization: `Bearer ${jwt}`, 'x-org': 'lintel' },
    });
    expect(response.json()).toEqual({ step: 'LIEN_VERIFICATION' });
  });

  it('answers the current server step', async () => {
    const response = await t.app.inject({
      url: `/service-krang-heloc/borrower/secure/api/v1/${applicationId}/status`,
      headers: borrower.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ step: 'LIEN_VERIFICATION' });
  });
});

describe('experiments and session-replay link', () => {
  it('merges experiments and returns the merged set', async () => {
    const url = `/service-application/api/v3/application/heloc/${applicationId}/experiments`;
    await t.app.inject({
      method: 'PATCH',
      url,
      headers: borrower.headers,
      payload: { experiments: { a: 'control' } },
    });
    const response = await t.app.inject({
      method: 'PATCH',
      url,
      headers: borrower.headers,
      payload: { experiments: { b: 'variation-1' } },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ experiments: { a: 'control', b: 'variation-1' } });
  });

  it('refuses unknown fields and oversized experiment names with 400', async () => {
    const url = `/service-application/api/v3/application/heloc/${applicationId}/experiments`;
    for (const payload of [{ experiments: {}, extra: 1 }, { experiments: { ['x'.repeat(101)]: 'a' } }, {}]) {
      const response = await t.app.inject({ method: 'PATCH', url, headers: borrower.headers, payload });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toHaveProperty('errors');
    }
  });

  it('stores an https session-replay link and refuses other schemes', async () => {
    const url = `${BASE}/${applicationId}/full-story-link`;
    const ok = await t.app.inject({
      method: 'PUT',
      url,
      headers: borrower.headers,
      payload: { link: 'https://replay.example.test/s/1' },
    });
    expect(ok.statusCode).toBe(204);
    const bad = await t.app.inject({
      method: 'PUT',
      url,
      headers: borrower.headers,
      payload: { link: 'javascript:alert(1)' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('answers 404 for an application that does not exist', async () => {
    const response = await t.app.inject({ url: `${BASE}/${randomUUID()}`, headers: borrower.headers });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ errors: [{ message: 'Not found' }] });
  });
});
