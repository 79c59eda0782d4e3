import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERSONAS } from '../../../../src/providers/personas.ts';
import { signedInIdentity } from '../../applications/application-test-kit.ts';
import { auditActions, dumpAllTables } from './db-dump.ts';
import {
  chooseSmallestFixedOffer,
  ADDITIONAL_INFO,
  createHarness,
  driveIncomeAndBank,
  driveThroughSubmission,
  driveToCollectAdditionalInfo,
  HMDA_DECLINED,
  startJourney,
  verifyIdentity,
  type Harness,
} from './drive.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.t.close());

const TO_OFFER = ['WAITING_FOR_CREDIT', 'LIEN_VERIFICATION', 'WAITING_FOR_UNDERWRITING', 'OFFER_SELECTION'];

describe('COLLECT_ADDITIONAL_INFO, HMDA, summary disclosure and submission', () => {
  it('walks the happy path to the hard pull and on to income verification', async () => {
    const j = await startJourney(h, 'Happy');
    await driveToCollectAdditionalInfo(j);
    expect((await j.act('GET', 'additional-info')).json()).toEqual({
      addressOwnership: null,
      maritalStatus: null,
      phoneNumber: null,
      hasSsn: false,
      hardCreditConsent: false,
    });
    const { ssn: _ssn, ...withoutSsn } = ADDITIONAL_INFO;
    const noSsn = await j.act('PUT', 'additional-info', withoutSsn);
    expect(noSsn.statusCode).toBe(400);
    expect(noSsn.json()).toEqual({
      errors: [{ message: 'Enter your Social Security number', field: 'ssn' }],
    });
    expect((await j.act('PUT', 'additional-info', ADDITIONAL_INFO)).json()).toEqual({ step: 'HMDA' });
    await j.status();
    expect((await j.act('GET', 'additional-info')).json()).toEqual({
      addressOwnership: 'SOLE_OWNER',
      maritalStatus: 'UNMARRIED',
      phoneNumber: '3035550142',
      hasSsn: true,
      hardCreditConsent: true,
    });
    const mixed = await j.act('PUT', 'hmda', { ...HMDA_DECLINED, race: ['WHITE', 'NOT_PROVIDED'] });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json()).toEqual({
      errors: [
        {
          message: '"I do not wish to provide this information" cannot be combined with other answers',
          field: 'race',
        },
      ],
    });
    const answered = {
      ethnicity: ['NOT_HISPANIC_OR_LATINO'],
      race: ['ASIAN', 'WHITE'],
      sex: ['NOT_PROVIDED'],
    };
    expect((await j.act('PUT', 'hmda', answered)).json()).toEqual({ step: 'SUMMARY_DISCLOSURE' });
    await j.status();
    const summary = (await j.act('GET', 'summary-disclosure')).json() as Record<string, unknown>;
    expect(summary).toMatchObject({
      payType: 'MANUAL',
      acceptedAt: null,
      propertyAddress: '12 Elm Street, Denver, CO 80202',
    });
    expect(summary.originationFeePercent).toEqual(expect.any(Number));
    expect((await j.act('POST', 'summary-disclosure/accept', { accepted: false })).statusCode).toBe(400);
    expect((await j.act('POST', 'summary-disclosure/accept', { accepted: true })).json()).toEqual({
      step: 'APP_SUBMISSION',
    });
    await j.status();
    expect((await j.act('GET', 'summary-disclosure')).json()).toMatchObject({
      acceptedAt: expect.any(String),
    });
    expect((await j.act('POST', 'submit', { certified: true })).json()).toEqual({ step: 'HARD_CREDIT_PULL' });
    expect(await j.settle()).toBe('INCOME_VERIFICATION');
    expect(j.steps).toEqual([
      ...TO_OFFER,
      'COLLECT_ADDITIONAL_INFO',
      'HMDA',
      'SUMMARY_DISCLOSURE',
      'APP_SUBMISSION',
      'HARD_CREDIT_PULL',
      'INCOME_VERIFICATION',
    ]);
    const view = await j.application();
    expect(view).toMatchObject({
      hasSsn: true,
      hasHmda: true,
      selectedAddressOwnership: 'SOLE_OWNER',
      status: { disclosurelistSummaryReady: true, disclosurelistSummaryComplete: true },
    });
    expect(view.consents).toEqual(expect.arrayContaining([{ type: 'SOFT_CREDIT' }, { type: 'HARD_CREDIT' }]));
    expect(await auditActions(h.t.db, j.id)).toEqual(
      expect.arrayContaining([
        'application.additional-info',
        'application.hmda',
        'application.summary-disclosure.accepted',
        'application.submitted',
        'provider.credit-bureau.pull',
      ]),
    );
    const dump = await dumpAllTables(h.t.db);
    expect(dump).toContain(j.id);
    expect(dump).not.toContain('123456789');
    expect(dump).not.toContain('123-45-6789');
  });

  it('sends the requalify persona to REQUALIFY when the hard pull lands a lower tier, then on to income', async () => {
    const j = await startJourney(h, 'Requalify');
    expect(await driveThroughSubmission(j)).toBe('REQUALIFY');
    expect(j.steps).toEqual([
      ...TO_OFFER,
      'COLLECT_ADDITIONAL_INFO',
      'HMDA',
      'SUMMARY_DISCLOSURE',
      'APP_SUBMISSION',
      'HARD_CREDIT_PULL',
      'REQUALIFY',
    ]);
    const pull = await h.t.db.execute(
      sql`select after from audit_events where application_id = ${j.id} and action = 'provider.credit-bureau.pull' and after->>'kind' = 'HARD' and actor_type = 'JOB'`,
    );
    expect((pull as unknown as { rows: { after: unknown }[] }).rows).toEqual([
      { after: expect.objectContaining({ outcome: 'FOUND', score: 702 }) },
    ]);
    // The win-back (decision 103): new offers on the hard pull, a new choice, then income is verified as usual.
    expect((await j.act('POST', 'requalify', { choice: 'CONTINUE' })).json()).toEqual({
      step: 'WAITING_FOR_UNDERWRITING',
    });
    expect(await j.settle()).toBe('REVISED_OFFER_SELECTION');
    const chosen = await chooseSmallestFixedOffer(j);
    expect(chosen.json()).toEqual({ step: 'INCOME_VERIFICATION' });
    await j.status();
    await driveIncomeAndBank(j);
    expect(await verifyIdentity(j)).toBe('CLOSING_DISCLOSURE_GENERATED');
    const catalogue = PERSONAS.find((p) => p.pick.lastName === 'Requalify')?.steps ?? [];
    expect(j.steps).toEqual(catalogue.slice(0, catalogue.indexOf('CLOSING_DISCLOSURE_GENERATED') + 1));
  });

  it('keeps an SSN already held and raises the trust review for a trust', async () => {
    const j = await startJourney(h, 'Nomatch');
    await j.settle();
    await j.act('PUT', 'ssn', { ssn: '234-56-7890' });
    await driveToCollectAdditionalInfo(j);
    const { ssn: _ssn, ...withoutSsn } = ADDITIONAL_INFO;
    const response = await j.act('PUT', 'additional-info', { ...withoutSsn, addressOwnership: 'TRUST' });
    expect(response.json()).toEqual({ step: 'HMDA' });
    const conditions = await h.t.db.execute(
      `select category from application_conditions where application_id = '${j.id}'`,
    );
    expect((conditions as unknown as { rows: { category: string }[] }).rows).toEqual([
      { category: 'REVIEW_TRUST_REQUIREMENTS' },
    ]);
  });

  it('refuses bad input with 400, a wrong step with 409 and another borrower with 404', async () => {
    const j = await startJourney(h, 'Happy');
    await driveToCollectAdditionalInfo(j);
    const bad = await j.act('PUT', 'additional-info', { ...ADDITIONAL_INFO, phoneNumber: '1303555014' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      errors: [{ message: 'Country code 1 is not needed', field: 'phoneNumber' }],
    });
    const consent = await j.act('PUT', 'additional-info', { ...ADDITIONAL_INFO, hardCreditConsent: false });
    expect(consent.json()).toEqual({ errors: [{ message: 'Required', field: 'hardCreditConsent' }] });
    for (const [method, path, body] of [
      ['PUT', 'hmda', HMDA_DECLINED],
      ['POST', 'summary-disclosure/accept', { accepted: true }],
      ['POST', 'submit', { certified: true }],
    ] as const) {
      const wrong = await j.act(method, path, body);
      expect(wrong.statusCode).toBe(409);
      expect(wrong.json()).toEqual({
        errors: [{ message: 'This action is not available at this step of the application' }],
      });
    }
    const stranger = await signedInIdentity(h.t.db, h.clock);
    for (const [method, path, body] of [
      ['GET', 'additional-info', undefined],
      ['PUT', 'additional-info', ADDITIONAL_INFO],
      ['GET', 'summary-disclosure', undefined],
    ] as const) {
      const response = await j.act(method, path, body, stranger);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ errors: [{ message: 'Not found' }] });
    }
    expect(await j.status()).toBe('COLLECT_ADDITIONAL_INFO');
  });
});
