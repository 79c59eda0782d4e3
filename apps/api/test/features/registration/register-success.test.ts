import { profileSchema } from '@lintel/domain/identity/identity';
import { registrationResponseSchema } from '@lintel/domain/registration/registration-response';
import { serverStepStatusSchema } from '@lintel/domain/server-steps/server-step';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOAN_OFFICER_IDS } from '../../../src/features/loan-officers/demo-loan-officers.ts';
import {
  bearer,
  login,
  manualClock,
  register,
  STRONG_PASSWORD,
  validRegistration,
} from '../identity/identity-test-kit.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { property, queuedJobNames, rowCounts, rows } from './registration-kit.ts';

const clock = manualClock(new Date('2026-11-23T10:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

const get = (url: string, jwt: string, org = 'lintel') =>
  t.app.inject({ method: 'GET', url, headers: { 'x-org': org, ...bearer(jwt) } });

describe('POST /identity/api/v1/registration/register: a new borrower', () => {
  it('writes the account, profile and a started application in every table, and signs in', async () => {
    const before = await rowCounts(t.db);
    const response = await register(
      t.app,
      validRegistration({
        email: 'Ada.Lovelace@Example.test',
        phoneNumber: '(512) 555-0123',
        name: { firstName: 'Ada', middleName: 'King', lastName: 'Lovelace', suffix: '' },
        income: { income: 120_000, otherIncome: 2_500, employmentType: 'SELF_EMPLOYED' },
        isListedForSale: false,
      }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.headers['cache-control']).toBe('no-store');
    const { jwt, applicationUuid } = registrationResponseSchema.parse(response.json());

    const after = await rowCounts(t.db);
    expect(after).toEqual({
      identities: before.identities! + 1,
      identity_addresses: before.identity_addresses! + 1,
      identity_sessions: before.identity_sessions! + 1,
      applications: before.applications! + 1,
      application_borrower_details: before.application_borrower_details! + 1,
      application_properties: before.application_properties! + 1,
      application_income_sources: before.application_income_sources! + 1,
      application_consents: before.application_consents! + 4,
      registration_submissions: before.registration_submissions! + 1,
      // The verify-your-email link and message commit with the account (decision 169).
      identity_tokens: before.identity_tokens! + 1,
      email_outbox: before.email_outbox! + 1,
      // The started application's job and the email's delivery job.
      jobs: before.jobs! + 2,
    });

    const [identity] = await rows(
      t.db,
      sql`select email, phone_numbers, dob, first_name, last_name, password_hash from identities
          where lower(email) = 'ada.lovelace@example.test'`,
    );
    expect(identity).toMatchObject({
      email: 'Ada.Lovelace@Example.test',
      phone_numbers: ['5125550123'],
      dob: '1980-04-12',
      first_name: 'Ada',
      last_name: 'Lovelace',
    });
    expect(String(identity?.password_hash)).toMatch(/^\$argon2id\$/);

    const [application] = await rows(
      t.db,
      sql`select a.org_code, a.server_step, b.first_name, b.middle_name, b.dob, b.ssn_encrypted,
                 p.street1, p.state, p.occupancy_type, p.is_listed_for_sale,
                 i.employment_type, i.annual_income::text as annual_income, i.other_income::text as other_income
          from applications a
          join application_borrower_details b on b.application_id = a.id
          join application_properties p on p.application_id = a.id
          join application_income_sources i on i.application_id = a.id
          where a.id = ${applicationUuid}`,
    );
    expect(application).toMatchObject({
      org_code: 'lintel',
      server_step: 'WAITING_FOR_CREDIT',
      first_name: 'Ada',
      middle_name: 'King',
      dob: '1980-04-12',
      ssn_encrypted: null,
      street1: '1200 Barton Springs Rd',
      state: 'TX',
      occupancy_type: 'PRIMARY',
      is_listed_for_sale: false,
      employment_type: 'SELF_EMPLOYED',
    });
    expect(Number(application?.annual_income)).toBe(120_000);
    expect(Number(application?.other_income)).toBe(2_500);

    const consents = await rows(
      t.db,
      sql`select type, text_version, agreed_at from application_consents
          where application_id = ${applicationUuid} order by type`,
    );
    expect(consents.map((c) => [c.type, c.text_version])).toEqual([
      ['COMMUNICATION', '2026-11-01'],
      ['SMS_TRANSACTIONAL', '2026-11-01'],
      ['SOFT_CREDIT', '2026-11-01'],
      ['TERMS_PRIVACY', '2026-11-01'],
    ]);
    for (const consent of consents) {
      expect(new Date(String(consent.agreed_at)).toISOString()).toBe('2026-11-23T10:00:00.000Z');
    }

    // The session works, the workflow is started and the profile reports no SSN.
    const status = await get(`/service-krang-heloc/borrower/secure/api/v1/${applicationUuid}/status`, jwt);
    expect(status.statusCode).toBe(200);
    expect(serverStepStatusSchema.parse(status.json())).toEqual({ step: 'WAITING_FOR_CREDIT' });
    expect(await queuedJobNames(t.db, applicationUuid)).toEqual(['workflow.resolve-step']);
    const profile = profileSchema.parse((await get('/service-profile/api/v1/profile', jwt)).json());
    expect(profile).toMatchObject({
      hasSsn: false,
      dob: '1980-04-12',
      addresses: [expect.objectContaining({ state: 'TX' })],
    });
    const loggedIn = await login(t.app, { email: 'ada.lovelace@example.test', password: STRONG_PASSWORD });
    expect(loggedIn.statusCode).toBe(200);
  });

  it('keeps the home address of a secondary home on the profile and the NY FCRA consent with its version', async () => {
    const response = await register(
      t.app,
      validRegistration({
        propertyAddress: property('NY', { occupancyType: 'SECONDARY' }),
        homeAddress: {
          street1: '233 Wacker Dr',
          street2: 'Apt 4',
          city: 'Chicago',
          state: 'IL',
          zip: '60606',
        },
        nyFcraConsent: true,
        smsMarketingConsent: true,
        consentVersions: {
          TERMS_PRIVACY: '2026-11-01',
          COMMUNICATION: '2026-11-01',
          SMS_MARKETING: '2026-11-01',
          SMS_TRANSACTIONAL: '2026-11-01',
          SOFT_CREDIT: '2026-11-01',
          NY_FCRA: '2026-11-01',
        },
      }),
      { org: 'lintel-ny' },
    );
    expect(response.statusCode).toBe(201);
    const { jwt, applicationUuid } = registrationResponseSchema.parse(response.json());
    const types = await rows(
      t.db,
      sql`select type from application_consents where application_id = ${applicationUuid} order by type`,
    );
    expect(types.map((r) => r.type)).toEqual([
      'COMMUNICATION',
      'NY_FCRA',
      'SMS_MARKETING',
      'SMS_TRANSACTIONAL',
      'SOFT_CREDIT',
      'TERMS_PRIVACY',
    ]);
    const profile = profileSchema.parse(
      (await get('/service-profile/api/v1/profile', jwt, 'lintel-ny')).json(),
    );
    expect(profile.addresses).toEqual([
      expect.objectContaining({ street1: '233 Wacker Dr', street2: 'Apt 4', state: 'IL', ownership: null }),
    ]);
  });

  it('stores the referring loan officer on the application', async () => {
    const response = await register(t.app, validRegistration({ propertyAddress: property('CA') }), {
      query: `?loanOriginatorUuid=${DEMO_LOAN_OFFICER_IDS.enforcedMain}`,
    });
    expect(response.statusCode).toBe(201);
    const { applicationUuid } = registrationResponseSchema.parse(response.json());
    const [row] = await rows(t.db, sql`select referrer_uuid from applications where id = ${applicationUuid}`);
    expect(row).toEqual({ referrer_uuid: DEMO_LOAN_OFFICER_IDS.enforcedMain });
  });
});
