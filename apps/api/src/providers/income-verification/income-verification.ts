import type { ProviderSubject } from '../subject.ts';

export type EmploymentType =
  | 'FULL_TIME'
  | 'PART_TIME'
  | 'SELF_EMPLOYED'
  | 'RETIRED'
  | 'UNEMPLOYED'
  | 'ALIMONY'
  | 'CHILD_SUPPORT'
  | 'SEPARATE_MAINTENANCE_PAYMENTS'
  | 'PUBLIC_ASSISTANCE_PROGRAM';

export interface IncomeVerificationRequest {
  subject: ProviderSubject;
  /** Annual income the borrower stated (income + other income), dollars as a decimal string. */
  statedAnnualIncome: string;
  employmentType: EmploymentType;
}

export interface VerifiedIncome {
  outcome: 'VERIFIED';
  verificationId: string;
  verifiedAnnualIncome: string;
  source: 'PAYROLL' | 'TAX_TRANSCRIPT' | 'BANK_DEPOSITS';
  employerName?: string;
}

export type IncomeVerificationResult =
  | VerifiedIncome
  /** The payroll data covers only part of the stated income: the borrower uploads paystubs. */
  | { outcome: 'PARTIAL'; verificationId: string; verifiedAnnualIncome: string; paystubsRequired: number }
  | { outcome: 'NOT_FOUND' };

export interface IncomeVerification {
  verifyIncome(request: IncomeVerificationRequest): Promise<IncomeVerificationResult>;
}
