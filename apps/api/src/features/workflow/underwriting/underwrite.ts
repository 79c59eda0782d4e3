import { Decimal } from 'decimal.js';
import { creditTier, type CreditTier } from './credit-tier.ts';
import {
  adverseAction,
  type AdverseAction,
  type CreditScoreUsed,
  type DeclineReasonCode,
} from './decline-reasons.ts';
import type { Decision, IncomeRequestRecord, Offer, SubDecision } from '../../applications/decision-types.ts';
import { monthlyIncome } from './dti.ts';
import { buildOffers, priceAllTerms, type OfferInput, type ValuationSource } from './offers.ts';
import { roundPercent } from '@lintel/domain/loan-math/rounding';
import type { PricingPolicy } from '@lintel/domain/pricing/pricing-policy';
import { SEASONING_DAYS } from './underwriting-numbers.ts';

export interface UnderwritingInput {
  /** The lender's rate sheet and credit policy, the version the application is priced on (decision 195). */
  policy: PricingPolicy;
  creditScore: CreditScoreUsed;
  /** Existing monthly debt payments from the credit report, mortgages included (dollars). */
  monthlyDebts: Decimal.Value;
  /** Highest days past due on a mortgage; 60 or more sends the file to delinquency review. */
  mortgageDaysPastDue: number;
  /** Annual income, stated or verified (income + other income). */
  annualIncome: Decimal.Value;
  incomeVerified: boolean;
  incomeRecords: IncomeRequestRecord[];
  assetDepletion?: { complete: boolean; amount: Decimal.Value } | undefined;
  valuation: { value: Decimal.Value; source: ValuationSource };
  liensBalance: Decimal.Value;
  state: string;
  /** ISO date of the last purchase or title transfer, when known. */
  lastTransferDate?: string | undefined;
  /** ISO date underwriting runs "as of" (pure: no clock inside). */
  asOf: string;
  creditUnionMember?: boolean;
  /** The referring loan officer, when the borrower registered through a referral link (decision 222). */
  referrerUuid?: string | null | undefined;
}

export interface UnderwritingResult {
  decision: Decision;
  subDecision?: SubDecision;
  tier?: CreditTier['name'];
  /** The sheet version the decision was made on. */
  pricingVersion: string;
  offers: Offer[];
  /** Largest line of any offer that needs no income-based limit (Decision.maxDtiUnlimitedDraw). */
  maxDtiUnlimitedDraw: number;
  /** Best (lowest) DTI, percent, any offer gives on the smallest line; undefined when not computed. */
  dtiPercentAtMinimum?: number;
  dtiDecline: boolean;
  creditScoreDecline: boolean;
  creditScoreUsed: CreditScoreUsed;
  adverseAction?: AdverseAction;
}

function decline(
  input: UnderwritingInput,
  codes: DeclineReasonCode[],
  extra: Partial<UnderwritingResult> = {},
): UnderwritingResult {
  return {
    decision: 'DECLINE',
    pricingVersion: input.policy.version,
    offers: [],
    maxDtiUnlimitedDraw: 0,
    dtiDecline: false,
    creditScoreDecline: false,
    creditScoreUsed: input.creditScore,
    adverseAction: adverseAction(codes, input.creditScore),
    ...extra,
  };
}

function daysBetween(fromIso: string, toIso: string): number {
  return Math.floor((Date.parse(toIso) - Date.parse(fromIso)) / 86_400_000);
}

/** One underwriting run: eligibility, then line and price, then the decision the workflow acts on. */
export function underwrite(input: UnderwritingInput): UnderwritingResult {
  const { policy } = input;
  const tier = creditTier(policy, input.creditScore.score);
  if (!tier) return decline(input, ['CREDIT_SCORE'], { creditScoreDecline: true });
  if (policy.creditPolicy.ineligibleStates.includes(input.state.toUpperCase()))
    return decline(input, ['PROPERTY_NOT_ELIGIBLE']);
  if (input.lastTransferDate && daysBetween(input.lastTransferDate, input.asOf) < SEASONING_DAYS) {
    return decline(input, ['RECENT_TRANSFER']);
  }
  const assets = input.assetDepletion?.complete ? input.assetDepletion.amount : 0;
  const offerInput: OfferInput = {
    policy,
    tier,
    collateral: { value: input.valuation.value, liensBalance: input.liensBalance },
    dti: { monthlyIncome: monthlyIncome(input.annualIncome, assets), monthlyDebts: input.monthlyDebts },
    state: input.state,
    valuationSource: input.valuation.source,
    creditUnionMember: input.creditUnionMember ?? false,
    referrerUuid: input.referrerUuid ?? null,
    incomeRequestRecords: input.incomeRecords,
  };
  const priced = priceAllTerms(offerInput);
  const dtiAtMin = Decimal.min(...priced.map((p) => p.dtiAtMinimum));
  const dtiShown = dtiAtMin.isFinite() ? roundPercent(dtiAtMin).toNumber() : undefined;
  const dtiCodes: DeclineReasonCode[] = input.incomeVerified
    ? ['DEBT_TO_INCOME', 'INCOME_INSUFFICIENT']
    : ['DEBT_TO_INCOME'];
  const offers = buildOffers(offerInput);
  if (dtiAtMin.gt(policy.creditPolicy.maxDtiPercent))
    return decline(input, dtiCodes, { dtiDecline: true, tier: tier.name, dtiPercentAtMinimum: dtiShown });
  if (offers.length === 0)
    return decline(input, ['INSUFFICIENT_EQUITY'], { tier: tier.name, dtiPercentAtMinimum: dtiShown });
  const base = {
    tier: tier.name,
    pricingVersion: policy.version,
    offers,
    dtiDecline: false,
    creditScoreDecline: false,
    creditScoreUsed: input.creditScore,
    maxDtiUnlimitedDraw: Math.max(...offers.map((o) => o.maxDtiUnlimited)),
    dtiPercentAtMinimum: dtiShown,
  };
  if (input.mortgageDaysPastDue >= 60) return { ...base, decision: 'REVIEW' };
  if (dtiAtMin.gt(policy.creditPolicy.dtiUnlimitedPercent)) {
    if (input.assetDepletion?.complete)
      return { ...base, decision: 'APPROVED', subDecision: 'VERIFIED_RESERVE_LIMITED' };
    return { ...base, decision: 'ASSET_DEPLETION', subDecision: 'UNVERIFIED_DTI_LIMITED' };
  }
  if (input.valuation.source === 'BORROWER_ESTIMATE')
    return { ...base, decision: 'APPROVED', subDecision: 'BPO_PENDING' };
  return {
    ...base,
    decision: 'APPROVED',
    subDecision: input.incomeVerified ? 'VERIFIED_OFFER' : 'UNVERIFIED_OFFER',
  };
}
