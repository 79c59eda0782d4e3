import { Decimal } from 'decimal.js';
import type { Decision, Offer, SubDecision } from '../../applications/decision-types.ts';
import { underwrite, type UnderwritingInput, type UnderwritingResult } from './underwrite.ts';

export interface SelectedOffer {
  type: Offer['type'];
  term: number;
  /** The draw the borrower chose, dollars. */
  amount: Decimal.Value;
}

export interface FinalOfferInput {
  /** The inputs of the underwriting that produced the selected offer (stated income). */
  underwriting: UnderwritingInput;
  statedAnnualIncome: Decimal.Value;
  verifiedAnnualIncome: Decimal.Value;
  selected: SelectedOffer;
}

export interface FinalOfferResult extends UnderwritingResult {
  /** The selected type, term and amount are still on offer after re-underwriting. */
  selectionStillOffered: boolean;
}

function stillOffered(result: UnderwritingResult, selected: SelectedOffer): boolean {
  return result.offers.some(
    (o) =>
      o.type === selected.type && o.term === selected.term && new Decimal(selected.amount).lte(o.maxDraw),
  );
}

/**
 * After income verification. Verified income at least the stated income: the offer stands
 * (VERIFIED_INCOME_MATCHED_OFFER). Lower: underwriting runs again on the verified income and the borrower re-selects
 * from the revised offers (VERIFIED_OFFER), unless the DTI now declines.
 */
export function finalOffer(input: FinalOfferInput): FinalOfferResult {
  const verified = new Decimal(input.verifiedAnnualIncome);
  const records = input.underwriting.incomeRecords.map((r) => ({ ...r, verified: true }));
  if (verified.gte(input.statedAnnualIncome)) {
    const result = underwrite({ ...input.underwriting, incomeVerified: true, incomeRecords: records });
    if (result.decision === 'DECLINE' || result.decision === 'REVIEW')
      return { ...result, selectionStillOffered: false };
    return {
      ...result,
      decision: 'APPROVED',
      subDecision: 'VERIFIED_INCOME_MATCHED_OFFER',
      selectionStillOffered: stillOffered(result, input.selected),
    };
  }
  const scaled = records.map((r) => ({
    ...r,
    annualIncome: new Decimal(r.annualIncome)
      .times(verified)
      .dividedBy(input.statedAnnualIncome)
      .toDecimalPlaces(2)
      .toNumber(),
  }));
  const revised = underwrite({
    ...input.underwriting,
    annualIncome: verified,
    incomeVerified: true,
    incomeRecords: scaled,
  });
  if (revised.decision === 'DECLINE' || revised.decision === 'REVIEW')
    return { ...revised, selectionStillOffered: false };
  return {
    ...revised,
    decision: 'APPROVED',
    subDecision: 'VERIFIED_OFFER',
    selectionStillOffered: stillOffered(revised, input.selected),
  };
}

/** The borrower accepted a revised offer (or a matched one was locked): nothing left to re-price. */
export function acceptFinalOffer(): { decision: Decision; subDecision: SubDecision } {
  return { decision: 'FINAL', subDecision: 'FINAL_OFFER' };
}
