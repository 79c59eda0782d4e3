import type { AdverseAction as AdverseActionNotice } from '@lintel/domain/application/adverse-action';

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

/** The stored notice is the domain's contract, with the reason codes narrowed to ours. */
export type CreditScoreUsed = AdverseActionNotice['creditScore'];
export type DeclineReason = { code: DeclineReasonCode; text: string };
export type AdverseAction = Omit<AdverseActionNotice, 'reasons'> & { reasons: DeclineReason[] };

export function adverseAction(codes: DeclineReasonCode[], creditScore: CreditScoreUsed): AdverseAction {
  const unique = [...new Set(codes)].slice(0, 4);
  return { reasons: unique.map((code) => ({ code, text: DECLINE_REASONS[code] })), creditScore };
}
