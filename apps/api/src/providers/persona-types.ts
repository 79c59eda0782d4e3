import type { ServerStep } from '@lintel/domain/server-steps/server-step';

/** The shape of one sandbox persona: how it is picked and what each provider answers for it. */

export type CreditBehaviour =
  | {
      outcome: 'FOUND';
      /** Soft-pull score; absent → derived from the applicant (720-829, the top two tiers). */
      score?: number;
      /** Hard-pull score when it differs from the soft pull (the requalify persona). */
      hardPullScore?: number;
      /** Non-mortgage monthly debts in dollars; absent → derived (150-650). */
      otherMonthlyDebts?: number;
      /** First-mortgage monthly payment in dollars; absent → derived from the mortgage balance. */
      mortgagePayment?: number;
      /** A mortgage tradeline 60 days past due. */
      mortgageDelinquent?: boolean;
      /** The hard pull lists another lender's recent inquiry (new credit since the soft pull, decision 235). */
      hardPullInquiry?: boolean;
    }
  /** No file found; `matchesWithSsn` says whether entering the SSN finds it. */
  | { outcome: 'NO_MATCH'; matchesWithSsn: boolean }
  | { outcome: 'FROZEN' }
  | { outcome: 'LOCKED' }
  /** Frozen, and the bureau accepts a PIN to lift it; `acceptsPin` false means every PIN is wrong. */
  | { outcome: 'FROZEN_WITH_PIN'; acceptsPin: boolean }
  | { outcome: 'NO_CREDIT' };

export type PropertyBehaviour = 'FOUND' | 'NONE' | 'SEVERAL' | 'NO_MATCH' | 'OWNER_MISMATCH';
export type ValuationBehaviour = 'AVM' | 'NO_AVM' | 'LOW_CONFIDENCE';
/** HEAVY_LIENS: first mortgage at 88% of value (no equity); PAYOFF_REQUIRED: a tax lien awaiting its payoff letter. */
export type TitleBehaviour = 'CLEAR' | 'HEAVY_LIENS' | 'PAYOFF_REQUIRED';
/** LOWER: verified income is 70% of what was stated; PARTIAL: payroll data incomplete → paystub upload. */
export type IncomeBehaviour = 'VERIFIED' | 'PARTIAL' | 'LOWER';
export type EmployerBehaviour = 'VERIFIED' | 'NEEDS_VERIFICATION';
export type IdentityBehaviour = 'VERIFIED' | 'FAILED';
export type BankBehaviour = 'VERIFIED' | 'PENDING_REVIEW' | 'FAILED_VERIFICATION';

export interface PersonaBehaviour {
  credit: CreditBehaviour;
  property: PropertyBehaviour;
  /** The property sits in a special flood hazard area and its flood certificate is still outstanding. */
  floodCertPending: boolean;
  valuation: ValuationBehaviour;
  title: TitleBehaviour;
  income: IncomeBehaviour;
  employer: EmployerBehaviour;
  identity: IdentityBehaviour;
  bank: BankBehaviour;
}

export interface PersonaPick {
  /** Applicant's last name, matched case-insensitively. */
  lastName?: string;
  /** Sandbox SSN group: SSNs 666-GG-XXXX (area 666 is never issued) pick the persona with group GG. */
  ssnGroup?: string;
  /** Text the property's street line contains, matched case-insensitively. */
  streetContains?: string;
  /** Property state (two letters). */
  state?: string;
}

export interface Persona {
  id: string;
  /** The catalogue entry of the issue this persona reaches. */
  scenario: string;
  pick: PersonaPick;
  /** Annual income to state at registration so the numbers land where described (dollars). */
  statedIncome: number;
  behaviour: PersonaBehaviour;
  /** Server steps from registration onward, in the domain's names (docs/sandbox-scenarios.md). */
  steps: readonly ServerStep[];
  /** The page the borrower lands on at this persona's distinctive moment. */
  landingPage: string;
  notes?: string;
}
