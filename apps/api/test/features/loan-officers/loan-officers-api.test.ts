import { apiErrorSchema } from '@lintel/domain/api/api-error';
import { loanOriginatorLicensedStatesUrl, loanOriginatorUrl } from '@lintel/domain/api/endpoints/service-lead-portal';
import { licensedStatesSchema, loanOriginatorSchema } from '@lintel/domain/reference-data/loan-originator';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loanOfficers } from '../../../src/features/loan-officers/loan-officers-tables.ts';
import { DEMO_LOAN_OFFICER_IDS } from '../../../src/features/loan-officers/demo-loan-officers.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, org = 'lintel') => t.app.inject({ method: 'GET', url, headers: { 'x-org': org } });

describe('GET /service-lead-portal/api/lo/{loanOriginatorUuid}', () => {
  it("answers the officer's display data and referral states", async () => {
    const res = await get(loanOriginatorUrl(DEMO_LOAN_OFFICER_IDS.enforcedMain));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, max-age=600');
    expect(loanOriginatorSchema.parse(res.json())).toEqual({
      loanOriginatorUuid: DEMO_LOAN_OFFICER_IDS.enforcedMain,
      enforceLicensedStatesForReferral: true,
      licensedStates: ['CA', 'FL', 'TX'],
      userInfo: {
        uuid: DEMO_LOAN_OFFICER_IDS.enforcedMain,
        firstName: 'Dana',
        lastName: 'Whitfield',
        organizationCode: 'lintel',
      },
      originatorDisplayInfo: {
        originatorName: 'Dana Whitfield',
        brokerName: 'Lintel Home Lending',
        avatarUri: null,
        email: 'dana.whitfield@lintel.test',
        phoneNumber: '4155550143',
        nmls: '2084417',
      },
    });
  });

  it('finds an officer by upper-case uuid too', async () => {
    const res = await get(loanOriginatorUrl(DEMO_LOAN_OFFICER_IDS.unenforcedMain.toUpperCase()));
    expect(res.statusCode).toBe(200);
    expect(loanOriginatorSchema.parse(res.json()).enforceLicensedStatesForReferral).toBe(false);
  });

  it('finds an officer only for their own lender (x-org, or the organization query)', async () => {
    const wrongOrg = await get(loanOriginatorUrl(DEMO_LOAN_OFFICER_IDS.keystone), 'lintel');
    expect(wrongOrg.statusCode).toBe(404);
    const byHeader = await get(loanOriginatorUrl(DEMO_LOAN_OFFICER_IDS.keystone), 'keystone-referral');
    expect(byHeader.statusCode).toBe(200);
    const byQuery = await get(
      `${loanOriginatorUrl(DEMO_LOAN_OFFICER_IDS.wholesale)}?organization=lintel-wholesale`,
    );
    expect(loanOriginatorSchema.parse(byQuery.json()).originatorDisplayInfo.brokerName).toBe(
      'Crestline Mortgage Brokers',
    );
  });

  it('answers 404 with an errors list for an unknown uuid', async () => {
    const res = await get(loanOriginatorUrl('3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b'));
    expect(res.statusCode).toBe(404);
    expect(apiErrorSchema.parse(res.json()).errors[0]).toEqual({
      message: 'Loan officer not found',
      field: 'loanOriginatorUuid',
    });
  });

  it('answers 404 for an officer who has left', async () => {
    await t.db
      .update(loanOfficers)
      .set({ active: false })
      .where(eq(loanOfficers.id, DEMO_LOAN_OFFICER_IDS.wholesale));
    const res = await get(loanOriginatorUrl(DEMO_LOAN_OFFICER_IDS.wholesale), 'lintel-wholesale');
    expect(res.statusCode).toBe(404);
    await t.db
      .update(loanOfficers)
      .set({ active: true })
      .where(eq(loanOfficers.id, DEMO_LOAN_OFFICER_IDS.wholesale));
  });

  it.each([
    ['not a uuid', 'not-a-uuid'],
    ['SQL text', "1' or '1'='1"],
    ['a uuid with junk', `${DEMO_LOAN_OFFICER_IDS.enforcedMain}x`],
  ])('answers 400 with an errors list for %s', async (_label, value) => {
    const res = await get(loanOriginatorUrl(value));
    expect(res.statusCode).toBe(400);
    expect(apiErrorSchema.parse(res.json()).errors.length).toBeGreaterThan(0);
  });

  it('refuses unknown query parameters and an over-long organization', async () => {
    const unknown = await get(`${loanOriginatorUrl(DEMO_LOAN_OFFICER_IDS.enforcedMain)}?foo=1`);
    expect(unknown.statusCode).toBe(400);
    const long = await get(
      `${loanOriginatorUrl(DEMO_LOAN_OFFICER_IDS.enforcedMain)}?organization=${'x'.repeat(65)}`,
    );
    expect(long.statusCode).toBe(400);
  });
});

describe('GET /service-lead-portal/api/lo/{loanOriginatorUuid}/licensed-states', () => {
  it('answers whether the referral enforces its states, and which', async () => {
    const res = await get(
      loanOriginatorLicensedStatesUrl(DEMO_LOAN_OFFICER_IDS.keystone),
      'keystone-referral',
    );
    expect(res.statusCode).toBe(200);
    expect(licensedStatesSchema.parse(res.json())).toEqual({
      loanOriginatorUuid: DEMO_LOAN_OFFICER_IDS.keystone,
      enforceLicensedStatesForReferral: true,
      licensedStates: ['DE', 'NJ', 'PA'],
    });
  });

  it('answers 404 for an unknown officer and 400 for a bad uuid', async () => {
    expect(
      (await get(loanOriginatorLicensedStatesUrl('3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b'))).statusCode,
    ).toBe(404);
    expect((await get(loanOriginatorLicensedStatesUrl('12345'))).statusCode).toBe(400);
  });
});
