import { apiErrorSchema } from '@lintel/domain/api/api-error';
import { registrationResponseSchema } from '@lintel/domain/registration/registration-response';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOAN_OFFICER_IDS } from '../../../src/features/loan-officers/demo-loan-officers.ts';
import {
  bearer,
  getIdentity,
  manualClock,
  newBorrower,
  register,
  validRegistration,
} from '../identity/identity-test-kit.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { property, rowCounts, rows } from './registration-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: manualClock(new Date('2026-11-23T10:00:00Z')) });
});
afterAll(() => t.close());

const NOT_LICENSED =
  'We are unable to process your application at this time. Please reach out to your referring loan officer for additional information.';
const referredBy = (id: string) => ({ query: `?loanOriginatorUuid=${id}` });

describe('who may register, and with what', () => {
  it('answers 409 EMAIL_TAKEN for an email the lender already has, writing nothing', async () => {
    const before = await rowCounts(t.db);
    const response = await register(t.app, validRegistration({ email: 'DEMO@lintel.test' }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      errors: [
        {
          message: 'An account with this email already exists. Please log in instead.',
          field: 'email',
          code: 'EMAIL_TAKEN',
        },
      ],
    });
    expect(await rowCounts(t.db)).toEqual(before);
  });

  it('accepts the same email at another lender as a separate account', async () => {
    // Summit lends in the Mountain West only: a Colorado home.
    const colorado = { email: 'demo@lintel.test', propertyAddress: property('CO') };
    const response = await register(t.app, validRegistration(colorado), { org: 'summit-home-loans' });
    expect(response.statusCode).toBe(201);
    const found = await rows(
      t.db,
      sql`select org_code from identities where lower(email) = 'demo@lintel.test' order by org_code`,
    );
    expect(found.map((r) => r.org_code)).toEqual(['lintel', 'summit-home-loans']);
  });

  it.each(['lintel-wholesale', 'lintel-wholesale-ny'])(
    'is closed at the wholesale lender %s, even with a referrer',
    async (org) => {
      for (const query of ['', `?loanOriginatorUuid=${DEMO_LOAN_OFFICER_IDS.wholesale}`]) {
        const response = await register(t.app, validRegistration(), { org, query });
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({
          errors: [{ message: 'This lender is not accepting applications online.' }],
        });
      }
    },
  );

  it('opens a referral-only lender only through one of its own loan officers', async () => {
    const pa = validRegistration({ propertyAddress: property('PA') });
    expect((await register(t.app, pa, { org: 'keystone-referral' })).statusCode).toBe(403);
    const otherLendersOfficer = await register(t.app, pa, {
      org: 'keystone-referral',
      ...referredBy(DEMO_LOAN_OFFICER_IDS.enforcedMain),
    });
    expect(otherLendersOfficer.statusCode).toBe(400);
    expect(apiErrorSchema.parse(otherLendersOfficer.json()).errors[0]?.field).toBe('loanOriginatorUuid');
    const own = await register(t.app, pa, {
      org: 'keystone-referral',
      ...referredBy(DEMO_LOAN_OFFICER_IDS.keystone),
    });
    expect(own.statusCode).toBe(201);
  });

  it("refuses a property outside an enforcing loan officer's licensed states", async () => {
    const illinois = validRegistration({ propertyAddress: property('IL') });
    const before = await rowCounts(t.db);
    const refused = await register(t.app, illinois, referredBy(DEMO_LOAN_OFFICER_IDS.enforcedMain));
    expect(refused.statusCode).toBe(400);
    expect(apiErrorSchema.parse(refused.json()).errors).toContainEqual({
      field: 'propertyAddress.state',
      message: NOT_LICENSED,
    });
    expect(await rowCounts(t.db)).toEqual(before);
    // The same property through an officer who does not enforce states is fine.
    expect(
      (await register(t.app, illinois, referredBy(DEMO_LOAN_OFFICER_IDS.unenforcedMain))).statusCode,
    ).toBe(201);
  });

  it("refuses a property outside the lender's licensed states, writing nothing (issue 16)", async () => {
    const montana = validRegistration({ propertyAddress: property('MT') });
    const before = await rowCounts(t.db);
    const refused = await register(t.app, montana);
    expect(refused.statusCode).toBe(400);
    expect(apiErrorSchema.parse(refused.json()).errors).toEqual([
      {
        field: 'propertyAddress.state',
        message:
          "We're not licensed to lend in Montana yet, so we can't take an application for this property.",
      },
    ]);
    expect(await rowCounts(t.db)).toEqual(before);
    // Summit is licensed in Montana; Hawaii at the main lender is refused the same way (its dialog says why).
    expect((await register(t.app, montana, { org: 'summit-home-loans' })).statusCode).toBe(201);
    const hawaii = validRegistration({
      propertyAddress: {
        ...property('CA'),
        street1: '620 Orchard Way',
        city: 'Honolulu',
        state: 'HI',
        zip: '96813',
      },
    });
    expect(apiErrorSchema.parse((await register(t.app, hawaii)).json()).errors[0]?.message).toBe(
      "We're not licensed to lend in Hawaii yet, so we can't take an application for this property.",
    );
  });

  it("keeps a referring officer's own message when the officer's states refuse first", async () => {
    const montana = validRegistration({ propertyAddress: property('MT') });
    const refused = await register(t.app, montana, referredBy(DEMO_LOAN_OFFICER_IDS.enforcedMain));
    expect(apiErrorSchema.parse(refused.json()).errors).toEqual([
      { field: 'propertyAddress.state', message: NOT_LICENSED },
    ]);
    // An officer who does not enforce states still cannot open a state the lender is not licensed in.
    const unenforced = await register(t.app, montana, referredBy(DEMO_LOAN_OFFICER_IDS.unenforcedMain));
    expect(unenforced.statusCode).toBe(400);
  });

  it('needs the NY FCRA consent for a New York property where its flag is on, and only there', async () => {
    const newYork = validRegistration({ propertyAddress: property('NY') });
    const refused = await register(t.app, newYork, { org: 'lintel-ny' });
    expect(refused.statusCode).toBe(400);
    expect(apiErrorSchema.parse(refused.json()).errors).toContainEqual({
      field: 'nyFcraConsent',
      message: 'Required',
    });
    // Without the flag no FCRA consent is asked: lintel-ny with its flag turned off.
    await t.db.execute(
      sql`update feature_flag_org_values set enabled = false where flag_key = 'fe-heloc-ny-fcra' and org_code = 'lintel-ny'`,
    );
    try {
      const withoutFlag = await register(t.app, validRegistration({ propertyAddress: property('NY') }), {
        org: 'lintel-ny',
      });
      expect(withoutFlag.statusCode).toBe(201);
    } finally {
      await t.db.execute(
        sql`update feature_flag_org_values set enabled = true where flag_key = 'fe-heloc-ny-fcra' and org_code = 'lintel-ny'`,
      );
    }
  });

  it('refuses New York while the lender is under regulator review and not cleared for it (decision 077)', async () => {
    const newYork = () => validRegistration({ propertyAddress: property('NY') });
    // lintel-ny is under review but cleared (allowRegulatorReview): only the FCRA consent is missing.
    const cleared = await register(t.app, newYork(), { org: 'lintel-ny' });
    expect(apiErrorSchema.parse(cleared.json()).errors.map((e) => e.field)).toEqual(['nyFcraConsent']);
    await t.db.execute(
      sql`insert into feature_flag_org_values (flag_key, org_code, enabled, variables, updated_at)
          values ('fe-regulator-review', 'harbor-mortgage', true, '{}'::jsonb, now())
          on conflict (flag_key, org_code) do update set enabled = true`,
    );
    const refused = await register(t.app, newYork(), { org: 'harbor-mortgage' });
    expect(refused.statusCode).toBe(400);
    expect(apiErrorSchema.parse(refused.json()).errors).toContainEqual({
      field: 'propertyAddress.state',
      message:
        "We're not yet available in your state or aren't currently lending in your area but are working hard to make it happen.",
    });
  });
});

describe('a signed-in visitor', () => {
  const answersOnly = () => {
    const { propertyAddress, isListedForSale, income, name, dob } = validRegistration({
      propertyAddress: property('CA'),
    });
    return {
      propertyAddress,
      isListedForSale,
      income,
      name,
      dob,
      softCreditConsent: true,
      consentVersions: { SOFT_CREDIT: '2026-11-01' },
    };
  };

  it('sends only the application answers and gets a second application of their own', async () => {
    const borrower = await newBorrower(t.app);
    const identity = (await getIdentity(t.app, bearer(borrower.jwt))).json() as { uuid: string };
    const response = await register(t.app, answersOnly(), { headers: bearer(borrower.jwt) });
    expect(response.statusCode).toBe(201);
    const { jwt, applicationUuid } = registrationResponseSchema.parse(response.json());
    expect(jwt).toBe(borrower.jwt);
    const owned = await rows(
      t.db,
      sql`select a.id, p.state from applications a join application_properties p on p.application_id = a.id
          where a.primary_identity_id = ${identity.uuid} order by a.created_at, a.id`,
    );
    expect(owned.map((r) => r.state).sort()).toEqual(['CA', 'TX']);
    expect(owned.map((r) => r.id)).toContain(applicationUuid);
    expect(
      await rows(
        t.db,
        sql`select type, text_version from application_consents where application_id = ${applicationUuid}`,
      ),
    ).toEqual([{ type: 'SOFT_CREDIT', text_version: '2026-11-01' }]);
    expect(
      await rows(t.db, sql`select count(*)::int as n from identities where lower(email) = ${borrower.email}`),
    ).toEqual([{ n: 1 }]);
  });

  it('replays a signed-in submit with the same Idempotency-Key as the same application', async () => {
    const borrower = await newBorrower(t.app);
    const headers = { ...bearer(borrower.jwt), 'idempotency-key': 'signed-in-draft-1' };
    const first = await register(t.app, answersOnly(), { headers });
    const second = await register(t.app, answersOnly(), { headers });
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(registrationResponseSchema.parse(second.json()).applicationUuid).toBe(
      registrationResponseSchema.parse(first.json()).applicationUuid,
    );
    // Another borrower cannot claim that key's application.
    const stranger = await newBorrower(t.app);
    const claimed = await register(t.app, answersOnly(), {
      headers: { ...bearer(stranger.jwt), 'idempotency-key': 'signed-in-draft-1' },
    });
    expect(claimed.statusCode).toBe(422);
  });

  it('must authorise the soft credit check, for the text now shown', async () => {
    const borrower = await newBorrower(t.app);
    const before = await rowCounts(t.db);
    const { softCreditConsent: _omitted, consentVersions: _versions, ...withoutConsent } = answersOnly();
    const missing = await register(t.app, withoutConsent, { headers: bearer(borrower.jwt) });
    expect(missing.statusCode).toBe(400);
    expect(apiErrorSchema.parse(missing.json()).errors).toContainEqual({
      message: 'Required',
      field: 'softCreditConsent',
    });
    const outdated = await register(
      t.app,
      { ...answersOnly(), consentVersions: { SOFT_CREDIT: '2020-01-01' } },
      { headers: bearer(borrower.jwt) },
    );
    expect(outdated.statusCode).toBe(400);
    expect(apiErrorSchema.parse(outdated.json()).errors).toContainEqual({
      message: 'This consent text has changed. Please review it and agree again.',
      field: 'consentVersions.SOFT_CREDIT',
    });
    expect(await rowCounts(t.db)).toEqual(before);
  });

  it('may not send account fields, and a dead token is answered 401 rather than ignored', async () => {
    const borrower = await newBorrower(t.app);
    const withAccount = await register(t.app, validRegistration(), { headers: bearer(borrower.jwt) });
    expect(withAccount.statusCode).toBe(400);
    expect(withAccount.body).toContain('email');
    const forged = await register(t.app, answersOnly(), { headers: { authorization: 'Bearer a.b.c' } });
    expect([401, 403]).toContain(forged.statusCode);
  });
});
