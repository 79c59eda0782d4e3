import { SANDBOX_BANK_REVIEW_MS } from '../../src/providers/bank-verification/sandbox-bank-verification.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SandboxCreditBureau } from '../../src/providers/credit-bureau/sandbox-credit-bureau.ts';
import { linkedIncomeRequest } from './income-link-fixture.ts';
import { sandboxProvidersOnTestDatabase } from './sandbox-providers-fixture.ts';
import { subject } from './subject-fixture.ts';

const p = sandboxProvidersOnTestDatabase();
const income = async (lastName: string, username = 'user_good') =>
  p.incomeVerification.verifyIncome({
    subject: subject({ lastName }),
    statedAnnualIncome: '150000',
    employmentType: 'FULL_TIME',
    ...(await linkedIncomeRequest(p, username)),
  });
const bank = (lastName: string, accountNumber = '000123456789') =>
  p.bankVerification.verifyAccount({
    subject: subject({ lastName }),
    routingNumber: '021000021',
    accountNumber,
    accountHolderName: 'Avery',
  });

describe('sandbox income and employer verification', () => {
  it('verifies the stated income on the happy path', async () => {
    expect(await income('Happy')).toMatchObject({
      outcome: 'VERIFIED',
      verifiedAnnualIncome: '150000.00',
      source: 'PAYROLL',
    });
  });

  it('verifies 70% of stated income for INCOME_LOWER and asks for one paystub for MANUAL_PAYSTUB', async () => {
    expect(await income('Lowincome')).toMatchObject({
      outcome: 'VERIFIED',
      verifiedAnnualIncome: '105000.00',
    });
    expect(await income('Paystub')).toMatchObject({ outcome: 'PARTIAL', paystubsRequired: 1 });
  });

  it('needs a manual employer verification for EMPLOYMENT_VERIFICATION', async () => {
    expect(
      (await p.employerVerification.verifyEmployment({ subject: subject({ lastName: 'Employer' }) })).outcome,
    ).toBe('NEEDS_VERIFICATION');
    expect((await p.employerVerification.verifyEmployment({ subject: subject() })).outcome).toBe('VERIFIED');
  });
});

describe('sandbox identity verification', () => {
  it('verifies the happy path and fails Idfail with reasons', async () => {
    expect((await p.identityVerification.verifyIdentity({ subject: subject() })).outcome).toBe('VERIFIED');
    const failed = await p.identityVerification.verifyIdentity({ subject: subject({ lastName: 'Idfail' }) });
    expect(failed.outcome === 'FAILED' && failed.reasons.length).toBeGreaterThan(0);
  });
});

describe('sandbox bank verification', () => {
  it.each([
    ['Happy', 'VERIFIED'],
    ['Bankreview', 'PENDING_REVIEW'],
    ['Bankfail', 'FAILED_VERIFICATION'],
  ])('%s → %s', async (lastName, status) => {
    expect((await bank(lastName)).status).toBe(status);
  });

  it('lets any applicant reach PENDING_REVIEW and FAILED_VERIFICATION by account-number ending', async () => {
    expect(await bank('Happy', '55501111')).toMatchObject({ status: 'PENDING_REVIEW', accountMask: '1111' });
    expect(await bank('Happy', '55509999')).toMatchObject({
      status: 'FAILED_VERIFICATION',
      accountMask: '9999',
    });
  });

  it('ends a review SANDBOX_BANK_REVIEW_MS after the account was given, VERIFIED; a failed account stays failed', async () => {
    const submittedAt = new Date('2026-11-23T09:00:00Z');
    const review = (lastName: string, afterMs: number, accountNumber = '000123456789') =>
      p.bankVerification.reviewOutcome({
        subject: subject({ lastName }),
        routingNumber: '021000021',
        accountNumber,
        accountHolderName: 'Avery',
        submittedAt,
        now: new Date(submittedAt.getTime() + afterMs),
      });
    const expectedBy = new Date(submittedAt.getTime() + SANDBOX_BANK_REVIEW_MS);
    expect(await review('Bankreview', SANDBOX_BANK_REVIEW_MS - 1)).toEqual({
      status: 'PENDING_REVIEW',
      expectedBy,
    });
    expect(await review('Happy', 0, '55501111')).toEqual({ status: 'PENDING_REVIEW', expectedBy });
    expect(await review('Bankreview', SANDBOX_BANK_REVIEW_MS)).toEqual({ status: 'VERIFIED' });
    expect(await review('Happy', 0)).toEqual({ status: 'VERIFIED' });
    expect((await review('Bankfail', SANDBOX_BANK_REVIEW_MS)).status).toBe('FAILED_VERIFICATION');
  });
});

describe('latency', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers only after the configured latency', async () => {
    vi.useFakeTimers();
    const slow = new SandboxCreditBureau({ latencyMs: 500 });
    let settled = false;
    const pending = slow.pull({ kind: 'SOFT', subject: subject() }).then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(499);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await pending;
    expect(settled).toBe(true);
  });
});
