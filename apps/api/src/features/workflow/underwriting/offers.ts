import { Decimal } from 'decimal.js';
import type { CreditTier } from './credit-tier.ts';
import type { IncomeRequestRecord, Offer, OfferCost, OfferDiscount } from '../../applications/decision-types.ts';
import type { DtiInput } from './dti.ts';
import type { Collateral } from './line-size.ts';
import { maxDrawWithinLine, originationFee } from './origination-fee.ts';
import { roundMoney } from '@lintel/domain/loan-math/rounding';
import { priceTerm, type PricedTerm } from './price-offer.ts';
import { recordingFee, recordingTax } from './recording-tax.ts';
import {
  APR_MIN,
  AUTOPAY_DISCOUNT,
  CREDIT_UNION_DISCOUNT,
  LINE_MIN,
  ORIGINATION_FEE_CAP_DOLLARS,
  TERMS_YEARS,
  VALUATION_COST,
  MANUAL_NOTARY_COST,
} from './underwriting-numbers.ts';

export type ValuationSource = 'AVM' | 'BPO' | 'BORROWER_ESTIMATE' | 'APPRAISAL';

export interface OfferInput {
  tier: CreditTier;
  collateral: Collateral;
  dti: DtiInput;
  state: string;
  valuationSource: ValuationSource;
  creditUnionMember: boolean;
  incomeRequestRecords: IncomeRequestRecord[];
}

/** Every term × type priced, eligible or not (underwriting reads the DTI of the ineligible ones). */
export function priceAllTerms(input: OfferInput): PricedTerm[] {
  return (['FIXED', 'FLOATING'] as const).flatMap((type) =>
    TERMS_YEARS.map((term) => priceTerm(input.tier, input.collateral, input.dti, type, term)),
  );
}

/** The offers the borrower may choose from: every term × type whose line reaches the product minimum. */
export function buildOffers(input: OfferInput): Offer[] {
  const fee = new Decimal(input.tier.originationFeePercent);
  const eligible = priceAllTerms(input).filter((p) => maxDrawWithinLine(p.max, fee).gte(LINE_MIN));
  const offersByType = {
    FIXED: eligible.filter((p) => p.type === 'FIXED').map((p) => p.term as number),
    FLOATING: eligible.filter((p) => p.type === 'FLOATING').map((p) => p.term as number),
  };
  return eligible.map((p) => toOffer(p, input, fee, offersByType));
}

function discounts(rate: Decimal, creditUnionMember: boolean): OfferDiscount[] {
  const off = (points: Decimal.Value) => Decimal.max(rate.minus(points), APR_MIN).toNumber();
  const list: OfferDiscount[] = [{ discount: { type: 'AUTOPAY' }, rateWithDiscount: off(AUTOPAY_DISCOUNT) }];
  if (creditUnionMember) {
    list.push({ discount: { type: 'CREDIT_UNION' }, rateWithDiscount: off(CREDIT_UNION_DISCOUNT) });
    list.push({
      discount: { type: 'ALL_IN' },
      rateWithDiscount: off(new Decimal(AUTOPAY_DISCOUNT).plus(CREDIT_UNION_DISCOUNT)),
    });
  }
  return list;
}

function toOffer(p: PricedTerm, input: OfferInput, fee: Decimal, offersByType: Offer['offersByType']): Offer {
  const maxDraw = maxDrawWithinLine(p.max, fee);
  const maxTax = recordingTax(p.max, input.state);
  const costs: OfferCost[] = [
    {
      feeType: 'ORIGINATION_FEE',
      type: 'PERCENT',
      borrowerPaidAmount: originationFee(maxDraw, fee).toNumber(),
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
    minDraw: LINE_MIN,
    maxDraw: maxDraw.toNumber(),
    min: LINE_MIN,
    max: p.max.toNumber(),
    discountList: discounts(p.rate, input.creditUnionMember),
    offersByType,
    maxRecordingTax: maxTax.toNumber(),
    minRecordingTax: recordingTax(LINE_MIN, input.state).toNumber(),
    maxDtiUnlimited: p.maxDtiUnlimited.toNumber(),
    ofeeMaxThreshold: ORIGINATION_FEE_CAP_DOLLARS,
    incomeRequestRecords: input.incomeRequestRecords,
    costs,
    totalPaidByBorrower: roundMoney(total).toNumber(),
  };
}
