import type { ProviderSubject } from '../subject.ts';

export type PullKind = 'SOFT' | 'HARD';

export interface CreditPullRequest {
  kind: PullKind;
  /** Carries the borrower's freeze PIN (`creditFreezePin`) once they have given it. */
  subject: ProviderSubject;
}

export type TradelineType = 'MORTGAGE' | 'HELOC' | 'INSTALLMENT' | 'REVOLVING' | 'AUTO' | 'STUDENT';

export interface Tradeline {
  creditor: string;
  type: TradelineType;
  /** Dollars, as decimal strings. */
  balance: string;
  monthlyPayment: string;
  /** 0 when current; 30, 60, 90 for days past due. */
  daysPastDue: number;
}

/** A mortgage lien as the bureau reports it (the title report is the authority on recorded liens). */
export interface MortgageLien {
  creditor: string;
  position: number;
  balance: string;
  monthlyPayment: string;
  daysPastDue: number;
}

/** Another lender's hard inquiry the bureau lists (creditor and ISO date): new credit the borrower may have taken. */
export interface CreditInquiry {
  creditor: string;
  date: string;
}

export interface CreditReport {
  outcome: 'FOUND';
  kind: PullKind;
  reportId: string;
  score: number;
  scoreModel: 'FICO_8';
  /** FCRA §615: the range of the score model, disclosed with an adverse action. */
  scoreRange: { min: 300; max: 850 };
  bureau: string;
  pulledAt: string;
  /** Key factors that adversely affected the score, most important first (for the adverse-action notice). */
  keyFactors: string[];
  tradelines: Tradeline[];
  mortgageLiens: MortgageLien[];
  /** Sum of the minimum monthly payments of every tradeline, mortgages included. */
  monthlyDebts: string;
  /** Other lenders' hard inquiries of the last 90 days. */
  inquiries: CreditInquiry[];
}

export type CreditPullResult =
  | CreditReport
  | { outcome: 'NO_MATCH'; kind: PullKind; ssnUsed: boolean }
  | { outcome: 'FROZEN'; kind: PullKind }
  | { outcome: 'LOCKED'; kind: PullKind }
  /** Frozen, and the bureau will lift it with the borrower's PIN (none given yet). */
  | { outcome: 'FROZEN_WITH_PIN'; kind: PullKind }
  | { outcome: 'INCORRECT_PIN'; kind: PullKind }
  | { outcome: 'NO_CREDIT'; kind: PullKind };

export interface CreditBureau {
  pull(request: CreditPullRequest): Promise<CreditPullResult>;
}
