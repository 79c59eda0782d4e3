import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_BANK_REVIEW_MS } from '../../../../src/providers/bank-verification/sandbox-bank-verification.ts';
import { ATTESTATION_PENDING } from '@lintel/domain/application/liens';
import { auditActions } from './db-dump.ts';
import {
  catalogue,
  createHarnessWithStepJobs,
  openConditions,
  driveIncomeAndBank,
  driveThroughSubmission,
  driveToClosingDisclosure,
  startJourney,
  verifyIdentity,
  type Harness,
} from './drive.ts';

let h: Harness;
// The bank review's end is a step module's timed job (decision 234).
beforeAll(async () => (h = await createHarnessWithStepJobs()));
afterAll(() => h.t.close());

// Decisions 234-235: the two stops before the closing documents, the bank's review and the lien attestation.
describe('before the closing documents', () => {
  it('bank pending review: identity goes on, the closing documents wait for the review (waitMerchant), then the title', async () => {
    const j = await startJourney(h, 'Bankreview');
    expect(await driveThroughSubmission(j)).toBe('INCOME_VERIFICATION');
    await driveIncomeAndBank(j);
    expect((await j.application()).status?.giactAccountStatus).toBe('PENDING_REVIEW');
    // Identity is verified while the bank still reviews the account: the application waits for the review.
    expect(await verifyIdentity(j)).toBe('WAITING_FOR_BANK_VERIFICATION');
    expect(await j.settle()).toBe('WAITING_FOR_BANK_VERIFICATION');
    expect(await openConditions(h, j)).toEqual([]);
    // The sandbox bank ends its review two minutes after the account was given (decision 234).
    h.clock.advance(SANDBOX_BANK_REVIEW_MS);
    expect(await j.settle()).toBe('CLOSING_DISCLOSURE_GENERATED');
    expect(j.steps).toEqual(catalogue('Bankreview', 'CLOSING_DISCLOSURE_GENERATED'));
    const view = await j.application();
    expect(view.status).toMatchObject({ giactAccountStatus: 'VERIFIED', disclosurelistClosingReady: true });
    expect(await auditActions(h.t.db, j.id)).toContain('provider.bank-verification.review');
    const accounts = (await h.t.db.execute(
      `select verification_status from application_accounts where application_id = '${j.id}'`,
    )) as unknown as { rows: { verification_status: string }[] };
    expect(accounts.rows.map((r) => r.verification_status)).toEqual(['VERIFIED', 'VERIFIED']);
  });

  it('bank pending review that ends before identity is verified holds nothing', async () => {
    const j = await startJourney(h, 'Bankreview');
    await driveThroughSubmission(j);
    await driveIncomeAndBank(j);
    h.clock.advance(SANDBOX_BANK_REVIEW_MS);
    expect(await verifyIdentity(j)).toBe('CLOSING_DISCLOSURE_GENERATED');
    expect((await j.application()).status?.giactAccountStatus).toBe('VERIFIED');
  });

  it('a recent inquiry on the hard pull: page liens attests it before the closing documents (lienAttestation)', async () => {
    const j = await startJourney(h, 'Inquiry');
    expect(await driveThroughSubmission(j)).toBe('INCOME_VERIFICATION');
    expect((await j.application()).status).toMatchObject({
      inquiryAttestNeeded: true,
      inquiryAttestComplete: false,
    });
    await driveIncomeAndBank(j);
    expect(await verifyIdentity(j)).toBe('LIEN_VERIFICATION');
    const found = (await j.act('GET', 'liens')).json() as { inquiries: unknown[]; liens: unknown[] };
    expect(found.inquiries).toEqual([
      { creditor: 'Sandbox Mortgage Direct', date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) as string },
    ]);
    expect(found.liens.length).toBeGreaterThan(0);
    // Confirming the liens would start underwriting again: refused while the question is open.
    const confirm = await j.act('POST', 'liens/confirm');
    expect(confirm.statusCode).toBe(400);
    expect(confirm.json()).toEqual({ errors: [{ message: ATTESTATION_PENDING }] });
    const bad = await j.act('POST', 'liens/attest', { newCredit: 'no' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({ field: 'newCredit' });
    const attested = await j.act('POST', 'liens/attest', { newCredit: false });
    expect(attested.json()).toEqual({ step: 'CLOSING_DISCLOSURE_GENERATED' });
    await j.status();
    expect(j.steps).toEqual(catalogue('Inquiry', 'CLOSING_DISCLOSURE_GENERATED'));
    expect((await j.application()).status?.inquiryAttestComplete).toBe(true);
    expect(await openConditions(h, j)).toEqual([]);
    // Once answered, the question is not asked again.
    expect((await j.act('POST', 'liens/attest', { newCredit: true })).statusCode).toBe(409);
  });

  it('a recent inquiry that led to new credit asks for a letter (HARD_CREDIT_INQUIRY_REVIEW) and goes on', async () => {
    const j = await startJourney(h, 'Inquiry');
    await driveThroughSubmission(j);
    await driveIncomeAndBank(j);
    expect(await verifyIdentity(j)).toBe('LIEN_VERIFICATION');
    expect((await j.act('POST', 'liens/attest', { newCredit: true })).json()).toEqual({
      step: 'CLOSING_DISCLOSURE_GENERATED',
    });
    expect((await openConditions(h, j)).map((c) => c.category)).toEqual(['HARD_CREDIT_INQUIRY_REVIEW']);
    expect(await auditActions(h.t.db, j.id)).toContain('liens.attest');
  });

  it('no inquiry, nothing to attest: the attestation is not available', async () => {
    const j = await driveToClosingDisclosure(h, 'Happy');
    expect((await j.application()).status?.inquiryAttestNeeded).toBeFalsy();
    expect((await j.act('POST', 'liens/attest', { newCredit: false })).statusCode).toBe(409);
  });
});

describe('a bank review that ends in a failure', () => {
  let failing: Harness;
  beforeAll(async () => {
    failing = await createHarnessWithStepJobs((providers) => {
      providers.bankVerification.reviewOutcome = () =>
        Promise.resolve({
          status: 'FAILED_VERIFICATION',
          reason: 'Account holder name does not match the applicant',
        });
      return providers;
    });
  });
  afterAll(() => failing.t.close());

  it('sends the borrower back to the payout account with BANK_ACCOUNT_FRAUD_REVIEW', async () => {
    const j = await startJourney(failing, 'Bankreview');
    await driveThroughSubmission(j);
    await driveIncomeAndBank(j);
    expect(await verifyIdentity(j)).toBe('WAITING_FOR_BANK_VERIFICATION');
    failing.clock.advance(SANDBOX_BANK_REVIEW_MS);
    expect(await j.settle()).toBe('DISBURSEMENT_ACCOUNT');
    expect((await j.application()).status?.giactAccountStatus).toBe('FAILED_VERIFICATION');
    const open = (await failing.t.db.execute(
      `select category from application_conditions where application_id = '${j.id}' and resolved_at is null`,
    )) as unknown as { rows: { category: string }[] };
    expect(open.rows).toEqual([{ category: 'BANK_ACCOUNT_FRAUD_REVIEW' }]);
  });
});
