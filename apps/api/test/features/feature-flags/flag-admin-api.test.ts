import { FEATURE_FLAG_KEYS } from '@lintel/domain/reference-data/feature-flag-keys';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/platform/config/env.ts';
import { auditEvents } from '../../../src/features/audit/audit-tables.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

const ADMIN_TOKEN = 'admin-token-for-tests-0123456789abcdef';
const PATH = '/admin/api/v1/feature-flags';

let t: TestApp;
let withoutToken: TestApp;
beforeAll(async () => {
  [t, withoutToken] = await Promise.all([
    createTestApp({ config: { adminToken: ADMIN_TOKEN } }),
    createTestApp(),
  ]);
});
afterAll(() => Promise.all([t.close(), withoutToken.close()]));

const admin = { authorization: `Bearer ${ADMIN_TOKEN}` };

async function decision(key: string, org: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/service-optimize/external/api/v2/decision',
    headers: { 'x-org': org },
    payload: { flagKey: key, optimizeUser: { attributes: {} } },
  });
  return res.json() as { flagEnabled: boolean; variables: Record<string, unknown> };
}

describe('admin flag calls (decision 130)', () => {
  it('do not exist when ADMIN_TOKEN is not set (the path is just another page of the SPA)', async () => {
    const res = await withoutToken.app.inject({ method: 'GET', url: PATH, headers: admin });
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const put = await withoutToken.app.inject({
      method: 'PUT',
      url: `${PATH}/${FEATURE_FLAG_KEYS.webchat}`,
      headers: admin,
      payload: { enabled: false },
    });
    expect(put.statusCode).toBe(404);
  });

  it.each([{}, { authorization: 'Bearer wrong-token' }, { authorization: ADMIN_TOKEN }])(
    'refuse a caller without the admin token (%j)',
    async (headers) => {
      const res = await t.app.inject({ method: 'GET', url: PATH, headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ errors: [{ message: 'Admin token required' }] });
    },
  );

  it('list the flags and what one organisation gets', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${PATH}?orgCode=lintel-ny`, headers: admin });
    expect(res.statusCode).toBe(200);
    const { flags } = res.json() as { flags: { key: string; effective?: { enabled: boolean } }[] };
    expect(flags.find((f) => f.key === FEATURE_FLAG_KEYS.regulatorReview)).toMatchObject({
      enabled: false,
      orgs: { 'lintel-ny': true, 'lintel-wholesale-ny': true },
      effective: { enabled: true, variables: {} },
    });
  });

  it('switch a flag on the running server: the next evaluation sees it, and the change is audited', async () => {
    expect((await decision(FEATURE_FLAG_KEYS.maintenance, 'summit-home-loans')).flagEnabled).toBe(false);
    const res = await t.app.inject({
      method: 'PUT',
      url: `${PATH}/${FEATURE_FLAG_KEYS.maintenance}`,
      headers: admin,
      payload: { enabled: true, orgCode: 'summit-home-loans', variables: { routes: ['/register-v2'] } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ key: FEATURE_FLAG_KEYS.maintenance, effective: { enabled: true } });
    const after = await decision(FEATURE_FLAG_KEYS.maintenance, 'summit-home-loans');
    expect(after).toMatchObject({ flagEnabled: true, variables: { routes: ['/register-v2'] } });
    const [audit] = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'feature-flag.set'))
      .orderBy(desc(auditEvents.createdAt))
      .limit(1);
    expect(audit?.actorId).toMatch(/^admin-api:/);

    const cleared = await t.app.inject({
      method: 'DELETE',
      url: `${PATH}/${FEATURE_FLAG_KEYS.maintenance}/orgs/summit-home-loans`,
      headers: admin,
    });
    expect(cleared.json()).toEqual({ removed: true });
    expect((await decision(FEATURE_FLAG_KEYS.maintenance, 'summit-home-loans')).flagEnabled).toBe(false);
  });

  it.each([
    [{ enabled: 'yes' }, /enabled/],
    [{ enabled: true, orgCode: 'nowhere' }, /Unknown organisation/],
    [{ enabled: true, variables: { routes: 'all' } }, /must be a JSON array, got string/],
    [{ enabled: true, extra: 1 }, /extra/i],
  ])('refuse a bad change with the error format (%j)', async (payload, message) => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `${PATH}/${FEATURE_FLAG_KEYS.maintenance}`,
      headers: admin,
      payload,
    });
    expect(res.statusCode).toBe(400);
    const body = res.json() as { errors: { message: string; field?: string }[] };
    expect(JSON.stringify(body.errors)).toMatch(message);
  });

  it('refuse an unknown flag', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `${PATH}/fe-nope`,
      headers: admin,
      payload: { enabled: true },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      errors: [{ message: expect.stringMatching(/^Unknown flag "fe-nope"/) }],
    });
  });

  it('refuse to list for an unknown organisation, or with an unknown query', async () => {
    for (const url of [`${PATH}?orgCode=nowhere`, `${PATH}?org=lintel`]) {
      const res = await t.app.inject({ method: 'GET', url, headers: admin });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ errors: [{ message: expect.any(String) }] });
    }
  });

  it('refuse to clear an unknown flag, and say when an organisation had no value of its own', async () => {
    const unknown = await t.app.inject({
      method: 'DELETE',
      url: `${PATH}/fe-nope/orgs/lintel`,
      headers: admin,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      errors: [{ message: expect.stringMatching(/^Unknown flag "fe-nope"/) }],
    });
    const nothing = await t.app.inject({
      method: 'DELETE',
      url: `${PATH}/${FEATURE_FLAG_KEYS.webchat}/orgs/summit-home-loans`,
      headers: admin,
    });
    expect(nothing.statusCode).toBe(200);
    expect(nothing.json()).toEqual({ removed: false });
  });

  it('refuse every change without the token, changing nothing', async () => {
    const before = await decision(FEATURE_FLAG_KEYS.webchat, 'lintel');
    const put = await t.app.inject({
      method: 'PUT',
      url: `${PATH}/${FEATURE_FLAG_KEYS.webchat}`,
      headers: { authorization: 'Bearer not-the-admin-token-0123456789abcdef' },
      payload: { enabled: !before.flagEnabled, orgCode: 'lintel' },
    });
    const del = await t.app.inject({
      method: 'DELETE',
      url: `${PATH}/${FEATURE_FLAG_KEYS.webchat}/orgs/lintel`,
    });
    expect([put.statusCode, del.statusCode]).toEqual([401, 401]);
    expect(await decision(FEATURE_FLAG_KEYS.webchat, 'lintel')).toEqual(before);
  });

  it('need a token of at least 32 characters in the environment', () => {
    const env = {
      NODE_ENV: 'test',
      JWT_SECRET: 'b'.repeat(64),
      FIELD_ENCRYPTION_KEY: 'a'.repeat(64),
    } as const;
    expect(() => loadConfig({ ...env, ADMIN_TOKEN: 'short' })).toThrow(
      /ADMIN_TOKEN: must be at least 32 characters/,
    );
    expect(loadConfig({ ...env, ADMIN_TOKEN: ADMIN_TOKEN }).adminToken).toBe(ADMIN_TOKEN);
    expect(loadConfig({ ...env, ADMIN_TOKEN: '' }).adminToken).toBeUndefined();
  });
});
