import { apiErrorSchema } from '@lintel/domain/api/api-error';
import { STATE_LICENSES_PATH, stateLicensesUrl } from '@lintel/domain/api/endpoints/state-licenses';
import { stateLicensesSchema } from '@lintel/domain/reference-data/state-licenses';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, org = 'lintel') => t.app.inject({ method: 'GET', url, headers: { 'x-org': org } });

describe('GET /service-application/external/api/v1/heloc/state-licenses', () => {
  it("lists the named organisation's licensed states alphabetically as abbrev items", async () => {
    const res = await get(stateLicensesUrl('prairie-lending'));
    expect(res.statusCode).toBe(200);
    expect(stateLicensesSchema.parse(res.json())).toEqual(
      ['IA', 'IL', 'IN', 'KY', 'MO', 'WI'].map((abbrev) => ({ abbrev })),
    );
  });

  it("falls back to the request's organisation without orgCode", async () => {
    const list = stateLicensesSchema.parse((await get(STATE_LICENSES_PATH, 'lintel-ny')).json());
    expect(list).toEqual([{ abbrev: 'NY' }]);
  });

  it('leaves out the states the main lender does not serve', async () => {
    const states = stateLicensesSchema
      .parse((await get(stateLicensesUrl('lintel'))).json())
      .map((s) => s.abbrev);
    expect(states.length).toBeGreaterThan(30);
    expect(states).not.toContain('HI');
    expect(states).not.toContain('NY');
  });

  it('answers 400 with an errors list for an unknown or malformed orgCode', async () => {
    for (const code of ['no-such-lender', 'BAD CODE', 'x'.repeat(80)]) {
      const res = await get(stateLicensesUrl(code));
      expect(res.statusCode, code).toBe(400);
      expect(apiErrorSchema.parse(res.json()).errors[0]!.message).toBe('Unknown organisation');
    }
  });
});
