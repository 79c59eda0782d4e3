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

/** The account the borrower linked in the provider's widget (decision 182). */
export interface IncomeLink {
  applicationId: string;
  linkType: 'PAYROLL' | 'BANK';
  /** The widget's public token, exchanged once for the provider's access to the account. */
  publicToken: string;
}

export interface IncomeVerificationRequest {
  subject: ProviderSubject;
  link: IncomeLink;
  /** The app clock: the public token's lifetime is judged against it. */
  now: Date;
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
  | { outcome: 'NOT_FOUND' }
  /** The public token is unknown, spent, expired, or another application's: the borrower links again. */
  | { outcome: 'LINK_INVALID' };

export interface LinkTokenRequest {
  applicationId: string;
  linkType: 'PAYROLL' | 'BANK';
  now: Date;
}

export interface LinkToken {
  linkToken: string;
  expiration: Date;
}

/**
 * The income-link provider (a payroll or bank data aggregator): a link token opens its widget in the browser, the
 * widget answers a public token, and the exchange of that token reads the income (decision 182).
 */
export interface IncomeVerification {
  createLinkToken(request: LinkTokenRequest): Promise<LinkToken>;
  verifyIncome(request: IncomeVerificationRequest): Promise<IncomeVerificationResult>;
}
