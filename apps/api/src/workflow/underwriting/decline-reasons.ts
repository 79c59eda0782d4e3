/**
 * Principal reasons for an adverse action (ECOA / Regulation B §1002.9, wording after the model form C-1), and the
 * credit score disclosure FCRA §615 requires whenever a score was used.
 */
export const DECLINE_REASONS = {
  CREDIT_SCORE: 'Credit score below our minimum',
  DEBT_TO_INCOME: 'Debt-to-income ratio too high',
  INSUFFICIENT_EQUITY: 'Insufficient equity in the property',
  PROPERTY_NOT_ELIGIBLE: 'Property type or location not eligible',
  RECENT_TRANSFER: 'Property purchased or transferred within the last 90 days',
  INCOME_INSUFFICIENT: 'Income insufficient for amount of credit requested',
} as const;

export type DeclineReasonCode = keyof typeof DECLINE_REASONS;

export interface DeclineReason {
  code: DeclineReasonCode;
  text: string;
}

export interface CreditScoreUsed {
  score: number;
  model: string;
  range: { min: number; max: number };
  /** Which bureau and which pull supplied the score. */
  source: { bureau: string; pull: 'SOFT' | 'HARD'; reportId: string; pulledAt: string };
  keyFactors: string[];
}

export interface AdverseAction {
  /** At most four principal reasons, most important first (the model form's practice). */
  reasons: DeclineReason[];
  creditScore: CreditScoreUsed;
}

export function adverseAction(codes: DeclineReasonCode[], creditScore: CreditScoreUsed): AdverseAction {
  const unique = [...new Set(codes)].slice(0, 4);
  return { reasons: unique.map((code) => ({ code, text: DECLINE_REASONS[code] })), creditScore };
}
