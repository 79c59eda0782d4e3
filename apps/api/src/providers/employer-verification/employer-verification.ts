import type { ProviderSubject } from '../subject.ts';

export interface EmployerVerificationRequest {
  subject: ProviderSubject;
  employerName?: string | undefined;
}

export type EmployerVerificationResult =
  | {
      outcome: 'VERIFIED';
      verificationId: string;
      employerName: string;
      jobTitle: string;
      startDate: string;
      status: 'ACTIVE';
    }
  /** No automated record: the borrower gives employer contact details for a manual verification. */
  | { outcome: 'NEEDS_VERIFICATION'; verificationId: string; reason: string }
  | { outcome: 'NOT_EMPLOYED'; verificationId: string };

export interface EmployerVerification {
  verifyEmployment(request: EmployerVerificationRequest): Promise<EmployerVerificationResult>;
}
