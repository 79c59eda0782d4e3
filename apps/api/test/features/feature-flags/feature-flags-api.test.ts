import { apiErrorSchema } from '@lintel/domain/api/api-error';
import {
  FEATURE_FLAG_KEYS,
  MAINTENANCE_DEFAULTS,
  nyModalFlagKey,
} from '@lintel/domain/reference-data/feature-flag-keys';
import {
  decisionAnswerSchema,
  featureAnswerSchema,
  featuresAnswerSchema,
  maintenanceVariablesSchema,
} from '@lintel/domain/reference-data/feature-flags';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { featureFlagOrgValues } from '../../../src/features/feature-flags/feature-flags-tables.ts';
import { seedFeatureFlags } from '../../../src/features/feature-flags/seed-feature-flags.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (path: string, payload: unknown, org = 'lintel') =>
  t.app.inject({
    method: 'POST',
    url: `/service-optimize/external/api${path}`,
    headers: { 'x-org': org },
    payload: payload as object,
  });

async function feature(featureKey: string, org: string) {
  const res = await post(
    '/v1/feature',
    { featureKey, optimizeUser: { attributes: {}, trackerId: 'tracker-1' } },
    org,
  );
  expect(res.statusCode).toBe(200);
  return featureAnswerSchema.parse(res.json());
}

describe('POST /service-optimize/{context}/api/v1/feature', () => {
  it('has the redesign on for every demo lender but the one kept on the classic /register', async () => {
    expect((await feature(FEATURE_FLAG_KEYS.redesign, 'lintel')).enabled).toBe(true);
    expect((await feature(FEATURE_FLAG_KEYS.redesign, 'harbor-mortgage')).enabled).toBe(true);
    expect(await feature(FEATURE_FLAG_KEYS.redesign, 'prairie-lending')).toEqual({
      featureKey: FEATURE_FLAG_KEYS.redesign,
      enabled: false,
      variables: {},
    });
  });

  it('turns the New York modal and FCRA consent on only where they apply', async () => {
    expect((await feature(nyModalFlagKey('heloc'), 'lintel')).enabled).toBe(true);
    expect((await feature(nyModalFlagKey('heloc'), 'summit-home-loans')).enabled).toBe(false);
    expect((await feature(FEATURE_FLAG_KEYS.nyFcra, 'lintel-ny')).enabled).toBe(true);
    expect((await feature(FEATURE_FLAG_KEYS.nyFcra, 'lintel')).enabled).toBe(false);
  });

  it('serves the disaster zip list as a variable', async () => {
    const answer = await feature(FEATURE_FLAG_KEYS.disasterZips, 'lintel');
    expect(answer.enabled).toBe(true);
    expect(answer.variables['disasterZips']).toEqual(expect.arrayContaining(['90272', '91001']));
  });

  it('picks the organisation from the organization attribute before x-org', async () => {
    const res = await post('/v1/feature', {
      featureKey: FEATURE_FLAG_KEYS.redesign,
      optimizeUser: { attributes: { organization: 'prairie-lending' } },
    });
    expect(featureAnswerSchema.parse(res.json()).enabled).toBe(false);
  });

  it('answers an unknown flag as off', async () => {
    expect(await feature('fe-does-not-exist', 'lintel')).toEqual({
      featureKey: 'fe-does-not-exist',
      enabled: false,
      variables: {},
    });
  });

  it('reflects a value changed in the table without a restart', async () => {
    const where = and(
      eq(featureFlagOrgValues.flagKey, FEATURE_FLAG_KEYS.directDebtPayoff),
      eq(featureFlagOrgValues.orgCode, 'lintel'),
    );
    await t.db.update(featureFlagOrgValues).set({ enabled: false }).where(where);
    expect((await feature(FEATURE_FLAG_KEYS.directDebtPayoff, 'lintel')).enabled).toBe(false);
    await t.db.update(featureFlagOrgValues).set({ enabled: true }).where(where);
    expect((await feature(FEATURE_FLAG_KEYS.directDebtPayoff, 'lintel')).enabled).toBe(true);
  });
});

describe('demo flag seed', () => {
  it('keeps a flag switched by hand when the seed runs again at the next start', async () => {
    const where = and(
      eq(featureFlagOrgValues.flagKey, FEATURE_FLAG_KEYS.redesign),
      eq(featureFlagOrgValues.orgCode, 'prairie-lending'),
    );
    await t.db.update(featureFlagOrgValues).set({ enabled: true }).where(where);
    await seedFeatureFlags(t.db);
    expect((await feature(FEATURE_FLAG_KEYS.redesign, 'prairie-lending')).enabled).toBe(true);
    await t.db.update(featureFlagOrgValues).set({ enabled: false }).where(where);
  });
});

describe('POST /service-optimize/{context}/api/v2/decision', () => {
  it('leaves maintenance off, with the default variables, for most lenders', async () => {
    const res = await post('/v2/decision', {
      flagKey: FEATURE_FLAG_KEYS.maintenance,
      optimizeUser: { attributes: { organization: 'lintel' } },
    });
    const decision = decisionAnswerSchema.parse(res.json());
    expect(decision).toMatchObject({
      flagKey: FEATURE_FLAG_KEYS.maintenance,
      flagEnabled: false,
      variationKey: 'off',
    });
    expect(maintenanceVariablesSchema.parse(decision.variables)).toEqual({
      ...MAINTENANCE_DEFAULTS,
      routes: [],
    });
  });

  it("turns maintenance on for the demo lender's registration, merging its variables over the defaults", async () => {
    const res = await post(
      '/v2/decision',
      { flagKey: FEATURE_FLAG_KEYS.maintenance, optimizeUser: { attributes: {} } },
      'lintel-markets',
    );
    const decision = decisionAnswerSchema.parse(res.json());
    expect(decision.flagEnabled).toBe(true);
    expect(decision.variationKey).toBe('on');
    expect(maintenanceVariablesSchema.parse(decision.variables)).toEqual({
      routes: ['/register', '/register-v2'],
      pageTitle: 'Scheduled Maintenance',
      message: MAINTENANCE_DEFAULTS.message,
      shouldShowDashboardLink: true,
    });
  });
});

describe('POST /service-optimize/{context}/api/v1/features', () => {
  it("answers every flag with this lender's values", async () => {
    const res = await post('/v1/features', { optimizeUser: { attributes: {} } }, 'lintel-ny');
    const { features } = featuresAnswerSchema.parse(res.json());
    const byKey = new Map(features.map((f) => [f.featureKey, f.enabled]));
    expect(byKey.size).toBeGreaterThanOrEqual(11);
    expect(byKey.get(FEATURE_FLAG_KEYS.nyFcra)).toBe(true);
    expect(byKey.get(FEATURE_FLAG_KEYS.regulatorReview)).toBe(true);
    expect(byKey.get(FEATURE_FLAG_KEYS.maintenance)).toBe(false);
  });
});

describe('malformed flag requests', () => {
  const cases: [string, string, unknown][] = [
    ['missing featureKey', '/v1/feature', { optimizeUser: { attributes: {} } }],
    ['missing optimizeUser', '/v1/feature', { featureKey: FEATURE_FLAG_KEYS.redesign }],
    ['unknown field', '/v1/feature', { featureKey: 'a', optimizeUser: { attributes: {} }, admin: true }],
    ['featureKey with spaces', '/v1/feature', { featureKey: 'a b', optimizeUser: { attributes: {} } }],
    ['featureKey too long', '/v1/feature', { featureKey: 'a'.repeat(101), optimizeUser: { attributes: {} } }],
    ['attributes as a list', '/v1/feature', { featureKey: 'a', optimizeUser: { attributes: ['x'] } }],
    [
      'nested attribute value',
      '/v2/decision',
      { flagKey: 'a', optimizeUser: { attributes: { org: { deep: 1 } } } },
    ],
    [
      'too many attributes',
      '/v1/features',
      {
        optimizeUser: { attributes: Object.fromEntries(Array.from({ length: 33 }, (_, i) => [`k${i}`, i])) },
      },
    ],
    [
      'over-long attribute value',
      '/v1/features',
      { optimizeUser: { attributes: { organization: 'x'.repeat(257) } } },
    ],
    ['over-long trackerId', '/v1/features', { optimizeUser: { attributes: {}, trackerId: 'x'.repeat(65) } }],
    [
      'decision with featureKey instead of flagKey',
      '/v2/decision',
      { featureKey: 'a', optimizeUser: { attributes: {} } },
    ],
    ['an array body', '/v1/features', [1, 2]],
    ['null', '/v1/features', null],
  ];

  it.each(cases)('answers 400 with an errors list for %s', async (_label, path, payload) => {
    const res = await post(path, payload);
    expect(res.statusCode).toBe(400);
    expect(apiErrorSchema.parse(res.json()).errors.length).toBeGreaterThan(0);
  });

  it('answers 415 with an errors list for a body that is not JSON', async () => {
    const res = await post('/v1/features', 'hello');
    expect(res.statusCode).toBe(415);
    expect(apiErrorSchema.parse(res.json()).errors.length).toBeGreaterThan(0);
  });

  it('answers 4xx for invalid JSON, an unknown context and a wrong method, never 500', async () => {
    const badJson = await t.app.inject({
      method: 'POST',
      url: '/service-optimize/external/api/v1/features',
      headers: { 'content-type': 'application/json', 'x-org': 'lintel' },
      payload: '{"optimizeUser":',
    });
    expect(badJson.statusCode).toBe(400);
    const context = await t.app.inject({
      method: 'POST',
      url: '/service-optimize/admin/api/v1/features',
      payload: { optimizeUser: { attributes: {} } },
    });
    expect(context.statusCode).toBe(400);
    const method = await t.app.inject({ method: 'GET', url: '/service-optimize/external/api/v1/features' });
    expect(method.statusCode).toBeGreaterThanOrEqual(400);
    expect(method.statusCode).toBeLessThan(500);
  });
});
