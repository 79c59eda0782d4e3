import { Decimal } from 'decimal.js';
import type { CreditTier } from './credit-tier.ts';
import type {
  IncomeRequestRecord,
  Offer,
  OfferCost,
  DiscountType,
  OfferDiscount,
} from '../../applications/decision-types.ts';
import type { DtiInput } from './dti.ts';
import type { Collateral } from './line-size.ts';
import { maxDrawWithinLine, originationFee } from './origination-fee.ts';
import { roundMoney } from '@lintel/domain/loan-math/rounding';
import { priceTerm, type PricedTerm } from './price-offer.ts';
import { recordingFee, recordingTax } from './recording-tax.ts';
import type { PricingPolicy } from '@lintel/domain/pricing/pricing-policy';
import { APR_MIN, VALUATION_COST, MANUAL_NOTARY_COST } from './underwriting-numbers.ts';

export type ValuationSource = 'AVM' | 'BPO' | 'BORROWER_ESTIMATE' | 'APPRAISAL';

export interface OfferInput {
  policy: PricingPolicy;
  tier: CreditTier;
  collateral: Collateral;
  dti: DtiInput;
  state: string;
  valuationSource: ValuationSource;
  creditUnionMember: boolean;
  /** The loan officer whose referral link the borrower came through (a partner discount's test). */
  referrerUuid: string | null;
  incomeRequestRecords: IncomeRequestRecord[];
}

/** Every term × type priced, eligible or not (underwriting reads the DTI of the ineligible ones). */
export function priceAllTerms(input: OfferInput): PricedTerm[] {
  const { lineTypes, terms } = input.policy.rateSheet;
  // Fixed before floating and terms shortest first, whatever order the sheet lists them in.
  const types = (['FIXED', 'FLOATING'] as const).filter((t) => lineTypes.includes(t));
  const sorted = [...terms].sort((a, b) => a.years - b.years);
  return types.flatMap((type) =>
    sorted.map((term) => priceTerm(input.policy, input.tier, input.collateral, input.dti, type, term)),
  );
}

/** The offers the borrower may choose from: every term × type whose line reaches the lender's smallest line. */
export function buildOffers(input: OfferInput): Offer[] {
  const fee = new Decimal(input.tier.originationFeePercent);
  const { lineMin } = input.policy.creditPolicy;
  const feeCap = input.policy.rateSheet.originationFeeCapDollars;
  const eligible = priceAllTerms(input).filter((p) => maxDrawWithinLine(p.max, fee, feeCap).gte(lineMin));
  const offersByType = {
    FIXED: eligible.filter((p) => p.type === 'FIXED').map((p) => p.term as number),
    FLOATING: eligible.filter((p) => p.type === 'FLOATING').map((p) => p.term as number),
  };
  return eligible.map((p) => toOffer(p, input, fee, offersByType));
}

/** The sheet's discounts this borrower may have, each alone, then ALL_IN (all of them) when there are several. */
function discounts(
  rate: Decimal,
  policy: PricingPolicy,
  borrower: { creditUnionMember: boolean; referrerUuid: string | null },
): OfferDiscount[] {
  const off = (points: Decimal.Value) => Decimal.max(rate.minus(points), APR_MIN).toNumber();
  const open = policy.rateSheet.discounts.filter(
    (d) =>
      d.eligibility === 'EVERY_BORROWER' ||
      (d.eligibility === 'MEMBERS' && borrower.creditUnionMember) ||
      // A partner's discount: the borrower came through one of its loan officers' links (decision 222).
      (d.eligibility === 'REFERRED' &&
        borrower.referrerUuid !== null &&
        (d.referrers ?? []).some((r) => r.toLowerCase() === borrower.referrerUuid?.toLowerCase())),
  );
  const list: OfferDiscount[] = open.map((d) => ({
    // The sheet's schema admits only the spec's types and PARTNER_ names.
    discount: { type: d.type as DiscountType },
    rateWithDiscount: off(d.points),
  }));
  if (open.length > 1) {
    const all = open.reduce((sum, d) => sum.plus(d.points), new Decimal(0));
    list.push({ discount: { type: 'ALL_IN' }, rateWithDiscount: off(all) });
  }
  return list;
}

function toOffer(p: PricedTerm, input: OfferInput, fee: Decimal, offersByType: Offer['offersByType']): Offer {
  const { lineMin } = input.policy.creditPolicy;
  const feeCap = input.policy.rateSheet.originationFeeCapDollars;
  const maxDraw = maxDrawWithinLine(p.max, fee, feeCap);
  const maxTax = recordingTax(p.max, input.state);
  const costs: OfferCost[] = [
    {
      feeType: 'ORIGINATION_FEE',
      type: 'PERCENT',
      borrowerPaidAmount: originationFee(maxDraw, fee, feeCap).toNumber(),
      jsCriteria: 'ALWAYS',
    },
    {
      feeType: 'RECORDING_FEE',
      type: 'FLAT',
      borrowerPaidAmount: recordingFee(input.state),
      jsCriteria: 'ALWAYS',
    },
    { feeType: 'RECORDING_TAX', type: 'FLAT', borrowerPaidAmount: maxTax.toNumber(), jsCriteria: 'ALWAYS' },
  ];
  if (input.valuationSource !== 'AVM') {
    costs.push({
      feeType: 'VALUATION',
      type: 'FLAT',
      borrowerPaidAmount: VALUATION_COST,
      jsCriteria: 'NO_AVM',
    });
  }
  // Listed so the client can show it, but only paid when the borrower books a manual notary.
  costs.push({
    feeType: 'MANUAL_NOTARY',
    type: 'FLAT',
    borrowerPaidAmount: MANUAL_NOTARY_COST,
    jsCriteria: 'MANUAL_NOTARY',
  });
  const total = costs
    .filter((c) => c.jsCriteria !== 'MANUAL_NOTARY')
    .reduce((sum, c) => sum.plus(c.borrowerPaidAmount), new Decimal(0));
  return {
    type: p.type,
    term: p.term,
    rate: p.rate.toNumber(),
    baseRate: p.baseRate.toNumber(),
    otherRate: p.otherRate.toNumber(),
    originationFee: fee.toNumber(),
    minDraw: lineMin,
    maxDraw: maxDraw.toNumber(),
    min: lineMin,
    max: p.max.toNumber(),
    discountList: discounts(p.rate, input.policy, input),
    offersByType,
    maxRecordingTax: maxTax.toNumber(),
    minRecordingTax: recordingTax(lineMin, input.state).toNumber(),
    maxDtiUnlimited: p.maxDtiUnlimited.toNumber(),
    ofeeMaxThreshold: feeCap,
    pricingVersion: input.policy.version,
    incomeRequestRecords: input.incomeRequestRecords,
    costs,
    totalPaidByBorrower: roundMoney(total).toNumber(),
  };
}
