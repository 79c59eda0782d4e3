/**
 * Decision and offer vocabulary of spec 001 §3. The decision enumerations come from the domain package, the one
 * source the browser, the CHECK constraints and the underwriting share; the offer shapes are server-side only.
 */
export {
  DECISIONS,
  SUB_DECISIONS,
  type BpoStatus,
  type Decision,
  type SubDecision,
} from '@lintel/domain/application/application-enums';

export type OfferType = 'FIXED' | 'FLOATING' | 'UNKNOWN';
/** A lender's partner discounts are `PARTNER_<NAME>` (decision 222). */
export type DiscountType = 'ALL_IN' | 'AUTOPAY' | 'CREDIT_UNION' | `PARTNER_${string}`;

export interface OfferDiscount {
  discount: { type: DiscountType };
  /** APR in percent after this discount (ALL_IN: after every discount). */
  rateWithDiscount: number;
}

export interface OfferCost {
  feeType: 'ORIGINATION_FEE' | 'RECORDING_FEE' | 'RECORDING_TAX' | 'VALUATION' | 'MANUAL_NOTARY';
  type: 'PERCENT' | 'FLAT';
  borrowerPaidAmount: number;
  /** When the cost applies, as a condition name the client checks (never evaluated code): see decision 020. */
  jsCriteria: 'ALWAYS' | 'NO_AVM' | 'MANUAL_NOTARY';
}

export interface IncomeRequestRecord {
  employmentType: string;
  /** Annual dollars used for this offer. */
  annualIncome: number;
  verified: boolean;
}

/** Every field of spec 001 §3's Offer. Rates in percent (3 decimals), money in dollars (2 decimals). */
export interface Offer {
  type: OfferType;
  term: number;
  rate: number;
  baseRate: number;
  otherRate: number;
  /** Percent of the initial draw. */
  originationFee: number;
  minDraw: number;
  maxDraw: number;
  min: number;
  max: number;
  discountList: OfferDiscount[];
  /** Terms on offer per type, so the client can switch type without another call. */
  offersByType: Record<'FIXED' | 'FLOATING', number[]>;
  maxRecordingTax: number;
  minRecordingTax: number;
  maxDtiUnlimited: number;
  /** Dollar cap on the origination fee. */
  ofeeMaxThreshold: number;
  incomeRequestRecords: IncomeRequestRecord[];
  /** Costs at the maximum draw. */
  costs: OfferCost[];
  totalPaidByBorrower: number;
  /** The lender's rate-sheet version the offer was priced on (decision 195); absent on offers made before it. */
  pricingVersion?: string;
}
