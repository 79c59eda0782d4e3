import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSandboxProviders } from '../../src/providers/providers.ts';
import { linkedIncomeRequest } from './income-link-fixture.ts';
import { subject } from './subject-fixture.ts';

const p = createSandboxProviders();
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
});

describe('latency', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers only after the configured latency', async () => {
    vi.useFakeTimers();
    const slow = createSandboxProviders({ latencyMs: 500 });
    let settled = false;
    const pending = slow.creditBureau.pull({ kind: 'SOFT', subject: subject() }).then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(499);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await pending;
    expect(settled).toBe(true);
  });
});
