import { DEFAULT_PRICING_POLICY } from '@lintel/domain/pricing/default-pricing-policy';
import { advertisedFigures } from '@lintel/domain/pricing/pricing-marketing';
import { mergedPricingData, type Organisation } from '@lintel/domain/organisation/organisation';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../../src/features/audit/audit-tables.ts';
import { pricingPolicies } from '../../../src/features/pricing/pricing-tables.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

const ADMIN_TOKEN = 'admin-token-for-tests-0123456789abcdef';
const PATH = '/admin/api/v1/pricing';
const admin = { authorization: `Bearer ${ADMIN_TOKEN}` };

// The admin publishes on the new sheet's first day, and expires it a month later (a sheet never starts in the past).
let today = new Date('2026-02-01T15:00:00Z');
const clock = { now: () => today };
let t: TestApp;
let withoutToken: TestApp;
beforeAll(async () => {
  [t, withoutToken] = await Promise.all([
    createTestApp({ config: { adminToken: ADMIN_TOKEN }, clock }),
    createTestApp(),
  ]);
});
afterAll(() => Promise.all([t.close(), withoutToken.close()]));

/** Prairie's sheet with 10/15/20-year terms and T6's fee cut to 3.49% (T5's 3.99% is then the top), effective (today, so in force) from 2026-02-01. */
function prairieSheet(version: string) {
  const sheet = structuredClone(DEFAULT_PRICING_POLICY);
  sheet.version = version;
  sheet.effectiveFrom = '2026-02-01';
  sheet.rateSheet.terms = sheet.rateSheet.terms.filter((term) => term.years !== 30);
  sheet.rateSheet.tiers[5]!.originationFeePercent = '3.49';
  return sheet;
}

async function advertised(org: string) {
  const res = await t.app.inject({ url: '/api/organisation', headers: { 'x-org': org } });
  return advertisedFigures(mergedPricingData(res.json() as Organisation));
}

const auditsOf = (action: string) =>
  t.db.select().from(auditEvents).where(eq(auditEvents.action, action)).orderBy(desc(auditEvents.createdAt));

describe('admin pricing calls (decision 197)', () => {
  it('do not exist without ADMIN_TOKEN, and refuse a caller without the token', async () => {
    const post = await withoutToken.app.inject({
      method: 'POST',
      url: `${PATH}/lintel`,
      headers: admin,
      payload: {},
    });
    expect(post.statusCode).toBe(404);
    const res = await t.app.inject({ method: 'GET', url: PATH, headers: { authorization: 'Bearer wrong' } });
    expect(res.statusCode).toBe(401);
  });

  it('list every lender’s versions with the one in force, and show a sheet whole', async () => {
    const res = await t.app.inject({ url: `${PATH}?orgCode=harbor-mortgage`, headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      versions: [{ orgCode: 'harbor-mortgage', version: 'harbor-2026-01', current: true, expiresOn: null }],
    });
    const show = await t.app.inject({ url: `${PATH}/summit-home-loans`, headers: admin });
    expect(show.json()).toMatchObject({
      policy: { version: 'summit-2026-01', creditPolicy: { maxCltvPercent: 70 } },
    });
    const unknown = await t.app.inject({ url: `${PATH}/nowhere`, headers: admin });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ errors: [{ message: 'Unknown organisation "nowhere"' }] });
  });

  it('refuse a sheet outside the spec’s bounds with every reason, storing and auditing nothing', async () => {
    const sheet = prairieSheet('prairie-bad');
    sheet.rateSheet.tiers[0]!.baseRate = '7.25';
    sheet.rateSheet.tiers[5]!.originationFeePercent = '5.5';
    sheet.creditPolicy.lineMin = 10_000;
    const before = (await auditsOf('pricing.publish')).length;
    const res = await t.app.inject({
      method: 'POST',
      url: `${PATH}/prairie-lending`,
      headers: admin,
      payload: sheet,
    });
    expect(res.statusCode).toBe(400);
    expect((res.json() as { errors: { message: string }[] }).errors.map((e) => e.message)).toEqual([
      'creditPolicy.lineMin $10,000 is below the product minimum of $15,000',
      'rateSheet.tiers[0] (T1): its lowest rate, 6.75%, is below the advertised APR floor of 7.60%',
      'rateSheet.tiers[5] (T6): origination fee 5.50% is outside 0.00% to 4.99%',
    ]);
    const rows = await t.db
      .select()
      .from(pricingPolicies)
      .where(and(eq(pricingPolicies.orgCode, 'prairie-lending'), eq(pricingPolicies.version, 'prairie-bad')));
    expect(rows).toEqual([]);
    expect((await auditsOf('pricing.publish')).length).toBe(before);
  });

  it('refuse a malformed sheet with the field of each problem', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${PATH}/prairie-lending`,
      headers: admin,
      payload: { ...prairieSheet('prairie-x'), extra: true, effectiveFrom: 'soon' },
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toMatch(/effectiveFrom/);
  });

  it('refuse a sheet that would take effect in the past (issue 28), storing nothing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${PATH}/prairie-lending`,
      headers: admin,
      payload: { ...prairieSheet('prairie-1970'), effectiveFrom: '1970-01-01' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      errors: [
        { message: 'effectiveFrom (1970-01-01) is in the past: a sheet takes effect today (2026-02-01) or later' },
      ],
    });
    const stored = await t.db.select().from(pricingPolicies).where(eq(pricingPolicies.version, 'prairie-1970'));
    expect(stored).toEqual([]);
  });

  it('publish a version on the running server: audited, in force, and the site advertises the new sheet', async () => {
    expect(await advertised('prairie-lending')).toMatchObject({
      pricingVersion: 'standard-2026-01',
      apr: '7.60% to 17.20%',
      originationFeeMax: '4.99%',
    });
    const res = await t.app.inject({
      method: 'POST',
      url: `${PATH}/prairie-lending`,
      headers: admin,
      payload: prairieSheet('prairie-2026-02'),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ policy: { version: 'prairie-2026-02' } });
    const [audit] = await auditsOf('pricing.publish');
    expect(audit).toMatchObject({ actorType: 'SYSTEM', before: null });
    expect(audit?.actorId).toMatch(/^admin-api:/);
    expect(audit?.after).toMatchObject({ orgCode: 'prairie-lending', version: 'prairie-2026-02' });
    // 20 years at most: T6 15.95 + 0.50 + 0.50 (high CLTV) = 16.95.
    expect(await advertised('prairie-lending')).toEqual({
      pricingVersion: 'prairie-2026-02',
      loanAmount: '$15,000 to $400,000',
      apr: '7.60% to 16.95%',
      originationFeeMax: '3.99%',
      age62Product: false,
    });

    const again = await t.app.inject({
      method: 'POST',
      url: `${PATH}/prairie-lending`,
      headers: admin,
      payload: prairieSheet('prairie-2026-02'),
    });
    expect(again.statusCode).toBe(400);
    expect(JSON.stringify(again.json())).toMatch(/a published version never changes/);
  });

  it('expire a version: audited, and the lender is back on the version before it', async () => {
    today = new Date('2026-03-02T15:00:00Z');
    const res = await t.app.inject({
      method: 'PUT',
      url: `${PATH}/prairie-lending/versions/prairie-2026-02/expiry`,
      headers: admin,
      payload: { expiresOn: '2026-03-01' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ version: 'prairie-2026-02', expiresOn: '2026-03-01', current: false });
    const [audit] = await auditsOf('pricing.expire');
    expect(audit).toMatchObject({
      before: { orgCode: 'prairie-lending', version: 'prairie-2026-02', expiresOn: null },
      after: { orgCode: 'prairie-lending', version: 'prairie-2026-02', expiresOn: '2026-03-01' },
    });
    expect((await advertised('prairie-lending')).pricingVersion).toBe('standard-2026-01');
    const early = await t.app.inject({
      method: 'PUT',
      url: `${PATH}/prairie-lending/versions/prairie-2026-02/expiry`,
      headers: admin,
      payload: { expiresOn: '2026-01-15' },
    });
    expect(early.json()).toEqual({
      errors: [{ message: 'expiresOn (2026-01-15) must be after effectiveFrom (2026-02-01)' }],
    });
    // A date that does not exist is a 400, never the database's 500.
    const unreal = await t.app.inject({
      method: 'PUT',
      url: `${PATH}/prairie-lending/versions/prairie-2026-02/expiry`,
      headers: admin,
      payload: { expiresOn: '2026-02-30' },
    });
    expect(unreal.statusCode).toBe(400);
    const sheet = prairieSheet('prairie-unreal');
    sheet.effectiveFrom = '2026-13-01';
    const publish = await t.app.inject({
      method: 'POST',
      url: `${PATH}/prairie-lending`,
      headers: admin,
      payload: sheet,
    });
    expect(publish.statusCode).toBe(400);
    expect(JSON.stringify(publish.json())).toMatch(/Enter a real date as YYYY-MM-DD/);
  });
});
