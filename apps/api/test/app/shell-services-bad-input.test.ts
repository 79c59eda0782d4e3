import { apiErrorSchema } from '@lintel/domain/api/api-error';
import { STATE_LICENSES_PATH } from '@lintel/domain/api/endpoints/state-licenses';
import { bannerFileUrl } from '@lintel/domain/api/endpoints/banners';
import { CEO_FEEDBACK_PATH } from '@lintel/domain/api/endpoints/ceo-feedback';
import { operatingHoursUrl } from '@lintel/domain/api/endpoints/operating-hours';
import { telemetryEventUrl, telemetrySessionUrl } from '@lintel/domain/api/endpoints/telemetry';
import {
  NOTIFICATIONS_READ_PATH,
  WALLET_ACCESS_PATH,
  WALLET_ACCOUNTS_PATH,
} from '@lintel/domain/shell-contracts/wallet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginJwt } from '../features/identity/identity-test-kit.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

// Issue 7 "Done when": every shell service refuses bad input in the one error format, with a 4xx, never a 500.
// The services' own suites cover their main refusals; this sweep adds the ones a caller is likeliest to send.
let t: TestApp;
let demoJwt: string;
beforeAll(async () => {
  t = await createTestApp();
  demoJwt = await loginJwt(t.app, 'demo@lintel.test');
});
afterAll(() => t.close());

interface BadRequest {
  method: 'GET' | 'POST';
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
  /** Send the demo borrower's token (for the calls that need a session). */
  signedIn?: boolean;
  status: number;
  /** A message the error list must contain, when the service words it. */
  message?: string;
  field?: string;
}

const FLAG = '/service-optimize/external/api/v1/feature';
const ceo = {
  message: 'The footer was easy to read.',
  applicationUuid: null,
  pathname: '/',
  productType: 'HELOC',
};

const cases: Record<string, BadRequest> = {
  'wallet: a token that is not a JWT': {
    method: 'GET',
    url: WALLET_ACCESS_PATH,
    headers: { authorization: 'Bearer not-a-jwt' },
    status: 401,
    message: 'unauthenticated',
  },
  'wallet: Basic instead of Bearer': {
    method: 'GET',
    url: WALLET_ACCOUNTS_PATH,
    headers: { authorization: 'Basic ZGVtbzpkZW1v' },
    status: 401,
    message: 'unauthenticated',
  },
  'wallet: marking read without a body': {
    method: 'POST',
    url: NOTIFICATIONS_READ_PATH,
    signedIn: true,
    status: 400,
  },
  'wallet: marking read with a misnamed list': {
    method: 'POST',
    url: NOTIFICATIONS_READ_PATH,
    payload: { notificationIds: ['a'] },
    signedIn: true,
    status: 400,
    field: 'uuids',
  },
  'operating hours: an unknown lender': {
    method: 'GET',
    url: operatingHoursUrl('OPS_PHONE'),
    headers: { 'x-org': 'no-such-lender' },
    status: 400,
    message: 'Unknown organisation',
    field: 'x-org',
  },
  'operating hours: an over-long department': {
    method: 'GET',
    url: operatingHoursUrl('A'.repeat(200)),
    status: 400,
    message: 'Department must be an upper-case code such as OPS_PHONE',
  },
  'operating hours: openStatus of a malformed department': {
    method: 'GET',
    url: operatingHoursUrl('ops chat', 'openStatus'),
    status: 400,
    field: 'department',
  },
  'operating hours: openStatus of an unknown department': {
    method: 'GET',
    url: operatingHoursUrl('OPS_FAX', 'openStatus'),
    status: 404,
    message: 'No operating hours for OPS_FAX',
  },
  'operating hours: week of an unknown department': {
    method: 'GET',
    url: operatingHoursUrl('OPS_FAX', 'week'),
    status: 404,
    message: 'No operating hours for OPS_FAX',
  },
  'operating hours: an over-long display value': {
    method: 'GET',
    url: `${operatingHoursUrl('OPS_PHONE')}?display=${'x'.repeat(33)}`,
    status: 400,
  },
  'state licences: an empty orgCode': {
    method: 'GET',
    url: `${STATE_LICENSES_PATH}?orgCode=`,
    status: 400,
    message: 'Unknown organisation',
    field: 'orgCode',
  },
  'state licences: orgCode given twice': {
    method: 'GET',
    url: `${STATE_LICENSES_PATH}?orgCode=lintel&orgCode=harbor-mortgage`,
    status: 400,
    field: 'orgCode',
  },
  'state licences: an unknown query parameter': {
    method: 'GET',
    url: `${STATE_LICENSES_PATH}?orgCode=lintel&state=CA`,
    status: 400,
  },
  'feature flags: no featureKey': {
    method: 'POST',
    url: FLAG,
    payload: { optimizeUser: { attributes: {} } },
    status: 400,
    field: 'featureKey',
  },
  'feature flags: an over-long featureKey': {
    method: 'POST',
    url: FLAG,
    payload: { featureKey: 'x'.repeat(300), optimizeUser: { attributes: {} } },
    status: 400,
    message: 'Feature key must be 1-100 letters, digits, dots, dashes or underscores',
  },
  'feature flags: attributes that are a list': {
    method: 'POST',
    url: FLAG,
    payload: { featureKey: 'fe-heloc-maintenance', optimizeUser: { attributes: [1] } },
    status: 400,
    field: 'optimizeUser.attributes',
  },
  'telemetry: an empty session': {
    method: 'POST',
    url: telemetrySessionUrl(),
    payload: {},
    status: 400,
    field: 'platform',
  },
  'telemetry: an empty event': {
    method: 'POST',
    url: telemetryEventUrl(),
    payload: {},
    status: 400,
    field: 'domain',
  },
  'CEO feedback: a lower-case topic': {
    method: 'POST',
    url: CEO_FEEDBACK_PATH,
    payload: { ...ceo, topic: 'improve', marketingConsent: 'YES' },
    status: 400,
    message: 'Required',
    field: 'topic',
  },
  'CEO feedback: consent as a boolean': {
    method: 'POST',
    url: CEO_FEEDBACK_PATH,
    payload: { ...ceo, topic: 'IMPROVE', marketingConsent: true },
    status: 400,
    field: 'marketingConsent',
  },
  'CEO feedback: a message of spaces': {
    method: 'POST',
    url: CEO_FEEDBACK_PATH,
    payload: { ...ceo, message: ' '.repeat(20), topic: 'IMPROVE', marketingConsent: 'YES' },
    status: 400,
    field: 'message',
  },
  'CEO feedback: a list instead of an object': {
    method: 'POST',
    url: CEO_FEEDBACK_PATH,
    payload: [],
    status: 400,
  },
  'banners: a path that climbs out of the folder': {
    method: 'GET',
    url: '/api/banners/..%2F..%2Fpackage.json',
    status: 404,
    message: 'No such banner file',
  },
  'banners: a POST to the file': { method: 'POST', url: bannerFileUrl('test'), payload: {}, status: 404 },
};

describe('shell services refuse bad input (issue 7)', () => {
  it.each(Object.entries(cases))('%s', async (_label, bad) => {
    const response = await t.app.inject({
      method: bad.method,
      url: bad.url,
      headers: {
        'x-org': 'lintel',
        ...(bad.signedIn ? bearer(demoJwt) : {}),
        ...bad.headers,
      },
      ...(bad.payload !== undefined ? { payload: bad.payload as object } : {}),
    });
    expect(response.statusCode).toBe(bad.status);
    const { errors } = apiErrorSchema.parse(response.json());
    expect(errors.length).toBeGreaterThan(0);
    if (bad.message) expect(errors.map((e) => e.message)).toContain(bad.message);
    if (bad.field) expect(errors.map((e) => e.field)).toContain(bad.field);
  });

  it("refuses a borrower's token on another lender's site (decision 013)", async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: WALLET_ACCOUNTS_PATH,
      headers: { 'x-org': 'harbor-mortgage', ...bearer(demoJwt) },
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(apiErrorSchema.parse(response.json()).errors.length).toBeGreaterThan(0);
  });
});
