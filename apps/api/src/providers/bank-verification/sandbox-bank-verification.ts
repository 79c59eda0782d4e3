import { personaFor } from '../persona-match.ts';
import { hashInt, simulateLatency, type SandboxOptions } from '../sandbox-support.ts';
import type {
  BankAccountStatus,
  BankReviewRequest,
  BankReviewResult,
  BankVerification,
  BankVerificationRequest,
  BankVerificationResult,
} from './bank-verification.ts';

/** Any applicant can reach the non-verified outcomes with these account-number endings. */
export const PENDING_REVIEW_ACCOUNT_SUFFIX = '1111';
export const FAILED_ACCOUNT_SUFFIX = '9999';
/**
 * The sandbox bank's manual review of a PENDING_REVIEW account ends this long after the account was given, always
 * VERIFIED: short enough to watch in a browser, and the sandbox clock's "next event" skips it (decision 234).
 */
export const SANDBOX_BANK_REVIEW_MS = 2 * 60_000;

const REASONS: Record<BankAccountStatus, string | undefined> = {
  VERIFIED: undefined,
  PENDING_REVIEW: 'Account ownership could not be confirmed automatically',
  FAILED_VERIFICATION: 'Account holder name does not match the applicant',
};

export class SandboxBankVerification implements BankVerification {
  private readonly latencyMs: number;

  constructor(options: SandboxOptions = {}) {
    this.latencyMs = options.latencyMs ?? 0;
  }

  async verifyAccount(request: BankVerificationRequest): Promise<BankVerificationResult> {
    await simulateLatency(this.latencyMs);
    const digits = request.accountNumber.replace(/\D/g, '');
    const status: BankAccountStatus = digits.endsWith(FAILED_ACCOUNT_SUFFIX)
      ? 'FAILED_VERIFICATION'
      : digits.endsWith(PENDING_REVIEW_ACCOUNT_SUFFIX)
        ? 'PENDING_REVIEW'
        : personaFor(request.subject).behaviour.bank;
    const reason = REASONS[status];
    return {
      status,
      verificationId: `SBX-BANK-${hashInt(`${request.routingNumber}|${digits}`, 100_000, 999_999)}`,
      accountMask: digits.slice(-4),
      bankName: 'Sandbox Community Bank',
      ...(reason ? { reason } : {}),
    };
  }

  async reviewOutcome(request: BankReviewRequest): Promise<BankReviewResult> {
    const first = await this.verifyAccount(request);
    if (first.status === 'FAILED_VERIFICATION')
      return { status: 'FAILED_VERIFICATION', reason: first.reason ?? 'Account could not be verified' };
    const expectedBy = new Date(request.submittedAt.getTime() + SANDBOX_BANK_REVIEW_MS);
    if (first.status === 'PENDING_REVIEW' && request.now.getTime() < expectedBy.getTime())
      return { status: 'PENDING_REVIEW', expectedBy };
    return { status: 'VERIFIED' };
  }
}
