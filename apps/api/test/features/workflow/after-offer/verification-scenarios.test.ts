import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERSONAS } from '../../../../src/providers/personas.ts';
import { auditActions, dumpAllTables } from './db-dump.ts';
import {
  chooseSmallestFixedOffer,
  BANK_ACCOUNT,
  catalogue,
  createHarnessWithStepJobs,
  openConditions,
  driveIncomeAndBank,
  driveThroughSubmission,
  driveToClosingDisclosure,
  FILES,
  startJourney,
  verifyIdentity,
  type Harness,
  linked,
} from './drive.ts';

let h: Harness;
// The bank review's end is a step module's timed job (decision 234).
beforeAll(async () => (h = await createHarnessWithStepJobs()));
afterAll(() => h.t.close());

describe('after-offer scenarios through the API', () => {
  it('happy path: income matched, bank verified with autopay, identity verified -> CLOSING_DISCLOSURE_GENERATED', async () => {
    const j = await driveToClosingDisclosure(h, 'Happy');
    expect(j.steps).toEqual(catalogue('Happy', 'CLOSING_DISCLOSURE_GENERATED'));
    const view = await j.application();
    expect(view).toMatchObject({
      payType: 'AUTOPAY',
      disburseAccount: { routingNumber: '021000021', mask: '6789' },
      autopayAccount: { uuid: expect.any(String) },
      status: {
        uwSubDecision: 'VERIFIED_INCOME_MATCHED_OFFER',
        giactAccountStatus: 'VERIFIED',
        disclosurelistClosingReady: true,
        waitingOnFloodCert: false,
      },
    });
    expect(view.documents).toEqual([{ type: 'DRIVERS_LICENSE_FRONT' }, { type: 'DRIVERS_LICENSE_BACK' }]);
    expect(JSON.stringify(view)).not.toContain(BANK_ACCOUNT.accountNumber);
    expect(await dumpAllTables(h.t.db)).not.toContain(BANK_ACCOUNT.accountNumber);
  });

  it('flood: reaches CLOSING_DISCLOSURE_GENERATED with waitingOnFloodCert still true', async () => {
    const j = await driveToClosingDisclosure(h, 'Flood');
    expect(j.steps).toEqual(catalogue('Flood', 'CLOSING_DISCLOSURE_GENERATED'));
    expect((await j.application()).status?.waitingOnFloodCert).toBe(true);
  });

  it('bank failed verification stays at DISBURSEMENT_ACCOUNT with BANK_ACCOUNT_FRAUD_REVIEW', async () => {
    const j = await startJourney(h, 'Bankfail');
    await driveThroughSubmission(j);
    expect((await j.act('POST', 'income/verify', await linked(j))).json()).toEqual({
      step: 'DISBURSEMENT_ACCOUNT',
      outcome: 'MATCHED',
      paystubsRequired: 0,
    });
    await j.status();
    const response = await j.act('PUT', 'disbursement-account', BANK_ACCOUNT);
    expect(response.json()).toEqual({
      step: 'DISBURSEMENT_ACCOUNT',
      account: { uuid: expect.any(String), mask: '6789', status: 'FAILED_VERIFICATION' },
    });
    expect(await j.status()).toBe('DISBURSEMENT_ACCOUNT');
    expect(j.steps).toEqual(catalogue('Bankfail', 'DISBURSEMENT_ACCOUNT'));
    expect(await openConditions(h, j)).toEqual([
      {
        category: 'BANK_ACCOUNT_FRAUD_REVIEW',
        // The category's words come from the domain (decision 188); no person wrote a note.
        comments_to_borrower: null,
      },
    ]);
    expect((await j.application()).status?.giactAccountStatus).toBe('FAILED_VERIFICATION');
  });

  it('identity failure raises ID_VERIFICATION_FAILURE and the step stays', async () => {
    const j = await startJourney(h, 'Idfail');
    await driveThroughSubmission(j);
    await driveIncomeAndBank(j);
    const noDocument = await j.act('POST', 'identity/verify', { idType: 'US Passport' });
    expect(noDocument.statusCode).toBe(400);
    expect(noDocument.json()).toEqual({
      errors: [{ message: 'Please upload the front of your ID', field: 'document' }],
    });
    // The chosen ID's own sides (decision 206): a license's front alone is not a passport, nor a whole license.
    expect((await j.upload('DRIVERS_LICENSE_FRONT', FILES.jpeg, 'image/jpeg')).statusCode).toBe(200);
    const passport = await j.act('POST', 'identity/verify', { idType: 'US Passport' });
    expect(passport.json()).toEqual({
      errors: [{ message: 'Please upload the front of your ID', field: 'document' }],
    });
    const frontOnly = await j.act('POST', 'identity/verify', { idType: "US Driver's License" });
    expect(frontOnly.statusCode).toBe(400);
    expect(frontOnly.json()).toEqual({
      errors: [{ message: 'Please upload the back of your ID', field: 'document-back' }],
    });
    expect(j.steps.at(-1)).toBe('IDENTITY_VERIFICATION');
    expect(await verifyIdentity(j)).toBe('IDENTITY_VERIFICATION');
    expect(j.steps).toEqual(catalogue('Idfail', 'IDENTITY_VERIFICATION'));
    expect((await openConditions(h, j)).map((c) => c.category)).toEqual(['ID_VERIFICATION_FAILURE']);
    // Spec idReUpload: the same photo is not checked again; a new one is.
    const samePhoto = await j.act('POST', 'identity/verify', { idType: "US Driver's License" });
    expect(samePhoto.statusCode).toBe(400);
    expect(samePhoto.json()).toEqual({
      errors: [{ message: 'Please upload a new photo of the front of your ID', field: 'document' }],
    });
    h.clock.advance(60_000);
    expect((await j.upload('DRIVERS_LICENSE_FRONT', FILES.jpeg, 'image/jpeg')).statusCode).toBe(200);
    const again = await j.act('POST', 'identity/verify', { idType: "US Driver's License" });
    expect(again.json()).toEqual({ step: 'IDENTITY_VERIFICATION', outcome: 'FAILED' });
    expect((await openConditions(h, j)).map((c) => c.category)).toEqual(['ID_VERIFICATION_FAILURE']);
  });

  it('payoff: identity verified, then WAITING_FOR_TITLE resolves to PAYOFF_PENDING', async () => {
    const j = await startJourney(h, 'Payoff');
    await driveThroughSubmission(j);
    await driveIncomeAndBank(j);
    expect(await verifyIdentity(j)).toBe('WAITING_FOR_TITLE');
    expect(await j.settle()).toBe('PAYOFF_PENDING');
    expect(j.steps).toEqual(catalogue('Payoff', 'PAYOFF_PENDING'));
  });

  it('Texas: identity verified with the BPO still required -> BPO_CONDITION', async () => {
    const j = await startJourney(h, 'Tejano', {
      property: { street1: '100 Alamo Plaza', city: 'San Antonio', state: 'TX', zip: '78205' },
    });
    await driveThroughSubmission(j);
    await driveIncomeAndBank(j);
    expect(await verifyIdentity(j)).toBe('BPO_CONDITION');
    const texas = PERSONAS.find((p) => p.pick.state === 'TX')?.steps ?? [];
    expect(j.steps).toEqual(texas.slice(0, texas.indexOf('BPO_CONDITION') + 1));
  });

  it('employer needs verification: details given, then on to the closing disclosure', async () => {
    const j = await startJourney(h, 'Employer');
    await driveThroughSubmission(j);
    expect((await j.act('POST', 'income/verify', await linked(j))).json()).toMatchObject({
      step: 'EMPLOYMENT_VERIFICATION',
      outcome: 'MATCHED',
    });
    await j.status();
    expect((await j.application()).status?.employmentVerificationNeeded).toBe(true);
    const details = {
      employerName: 'Acme Tools',
      employerPhone: '(303) 555-0100',
      jobTitle: 'Buyer',
      startDate: '2015-04-01',
    };
    const bad = await j.act('PUT', 'income/employer-verification', { ...details, employerPhone: '555' });
    expect(bad.json()).toEqual({
      errors: [{ message: 'Please enter a valid phone number', field: 'employerPhone' }],
    });
    expect((await j.act('PUT', 'income/employer-verification', details)).json()).toEqual({
      step: 'DISBURSEMENT_ACCOUNT',
    });
    await j.status();
    expect((await j.application()).status?.employmentVerificationNeeded).toBe(false);
    expect(await auditActions(h.t.db, j.id)).toContain('application.employer-details');
    expect((await j.act('PUT', 'disbursement-account', BANK_ACCOUNT)).statusCode).toBe(200);
    await j.status();
    expect(await verifyIdentity(j)).toBe('CLOSING_DISCLOSURE_GENERATED');
    expect(j.steps).toEqual(catalogue('Employer', 'CLOSING_DISCLOSURE_GENERATED'));
  });

  it('manual paystub: PARTIAL, the paystub upload, its review, then on to the closing disclosure', async () => {
    const j = await startJourney(h, 'Paystub');
    await driveThroughSubmission(j);
    expect((await j.act('POST', 'income/verify', await linked(j))).json()).toEqual({
      step: 'INCOME_VERIFICATION',
      outcome: 'PARTIAL',
      paystubsRequired: 1,
    });
    expect((await j.application()).status).toMatchObject({
      manualPaystubUpload: true,
      manualPaystubTasksComplete: false,
    });
    expect((await openConditions(h, j)).map((c) => c.category)).toEqual(['HELOC_MANUAL_PAYSTUB_UPLOAD']);
    const uploaded = await j.upload('PAYSTUB', FILES.pdf, 'application/pdf');
    expect(uploaded.json()).toMatchObject({
      step: 'WAITING_FOR_INCOME',
      document: { type: 'PAYSTUB', contentType: 'application/pdf', sizeBytes: FILES.pdf.length },
    });
    expect(await j.settle()).toBe('INCOME_VERIFICATION');
    expect((await j.application()).status?.manualPaystubTasksComplete).toBe(true);
    expect(await auditActions(h.t.db, j.id)).toContain('review.paystub');
    expect((await j.act('POST', 'income/verify', await linked(j))).json()).toMatchObject({
      step: 'DISBURSEMENT_ACCOUNT',
      outcome: 'MATCHED',
    });
    await j.status();
    expect(await openConditions(h, j)).toEqual([]);
    expect((await j.act('PUT', 'disbursement-account', BANK_ACCOUNT)).statusCode).toBe(200);
    await j.status();
    expect(await verifyIdentity(j)).toBe('CLOSING_DISCLOSURE_GENERATED');
    expect(j.steps).toEqual(catalogue('Paystub', 'CLOSING_DISCLOSURE_GENERATED'));
  });

  it('lower verified income: revised offers (VERIFIED_OFFER), a new choice (FINAL_OFFER), then on', async () => {
    const j = await startJourney(h, 'Lowincome');
    await driveThroughSubmission(j);
    expect((await j.act('POST', 'income/verify', await linked(j, 'BANK'))).json()).toMatchObject({
      step: 'REVISED_OFFER_SELECTION',
      outcome: 'LOWER',
    });
    await j.status();
    expect((await j.application()).status?.uwSubDecision).toBe('VERIFIED_OFFER');
    const chosen = await chooseSmallestFixedOffer(j);
    expect(chosen.json()).toEqual({ step: 'DISBURSEMENT_ACCOUNT' });
    await j.status();
    expect((await j.application()).status).toMatchObject({
      uwDecision: 'FINAL',
      uwSubDecision: 'FINAL_OFFER',
    });
    expect((await j.act('PUT', 'disbursement-account', { ...BANK_ACCOUNT, autopay: false })).statusCode).toBe(
      200,
    );
    await j.status();
    expect(await verifyIdentity(j)).toBe('CLOSING_DISCLOSURE_GENERATED');
    expect(j.steps).toEqual(catalogue('Lowincome', 'CLOSING_DISCLOSURE_GENERATED'));
    expect((await j.application()).payType).toBe('MANUAL');
  });
});
