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

export interface BankVerification {
  verifyAccount(request: BankVerificationRequest): Promise<BankVerificationResult>;
}
