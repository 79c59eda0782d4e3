import type { ProviderSubject } from '../subject.ts';

/** Spec 001 §3 verification statuses. */
export type BankAccountStatus = 'VERIFIED' | 'PENDING_REVIEW' | 'FAILED_VERIFICATION';

export interface BankVerificationRequest {
  subject: ProviderSubject;
  routingNumber: string;
  accountNumber: string;
  accountHolderName: string;
}

export interface BankVerificationResult {
  status: BankAccountStatus;
  verificationId: string;
  /** Last four digits of the account (the fraud-review condition names them). */
  accountMask: string;
  bankName: string;
  /** Why the account is not VERIFIED. */
  reason?: string;
}

/** An account the first check left in PENDING_REVIEW, asked about again (the bank's manual review, spec merchantReview). */
export interface BankReviewRequest extends BankVerificationRequest {
  /** When the account was given (the review started). */
  submittedAt: Date;
  /** The application's clock (a sandbox clock may have moved it on). */
  now: Date;
}

export type BankReviewResult =
  | { status: 'PENDING_REVIEW'; expectedBy: Date }
  | { status: 'VERIFIED' }
  | { status: 'FAILED_VERIFICATION'; reason: string };

export interface BankVerification {
  verifyAccount(request: BankVerificationRequest): Promise<BankVerificationResult>;
  reviewOutcome(request: BankReviewRequest): Promise<BankReviewResult>;
}
