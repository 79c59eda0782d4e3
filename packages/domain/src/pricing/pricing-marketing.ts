import {
  ADVERTISED_APR,
  ADVERTISED_LOAN_AMOUNT,
  ADVERTISED_ORIGINATION_FEE_MAX,
} from '../constants/marketing.ts';

/**
 * What the server writes into the organisation's orgPricingData from the lender's current sheet (decision 196), read
 * by the start page and the footer. Plain strings and no schema library: the visitor's first page reads it.
 */
export interface AdvertisedFigures {
  /** The sheet version the figures come from. */
  pricingVersion: string | null;
  loanAmount: string;
  apr: string;
  originationFeeMax: string;
  /**
   * The lender's credit policy offers the reverse-type product for borrowers 62 or older (spec 001 §1): its
   * registration is in the spec's special product mode (decision 224).
   */
  age62Product: boolean;
}

/** The key of the orgPricingData entry that carries the advertised figures. */
export const ADVERTISED_KEY = 'advertised';

const isText = (v: unknown): v is string => typeof v === 'string' && v.length > 0;

/** The lender's advertised figures from merged orgPricingData; the spec's ranges when the sheet gave none. */
export function advertisedFigures(merged: Record<string, unknown>): AdvertisedFigures {
  const entry = merged[ADVERTISED_KEY] as Partial<Record<keyof AdvertisedFigures, unknown>> | undefined;
  if (entry && isText(entry.loanAmount) && isText(entry.apr) && isText(entry.originationFeeMax))
    return {
      pricingVersion: isText(entry.pricingVersion) ? entry.pricingVersion : null,
      loanAmount: entry.loanAmount,
      apr: entry.apr,
      originationFeeMax: entry.originationFeeMax,
      age62Product: entry.age62Product === true,
    };
  return {
    pricingVersion: null,
    loanAmount: ADVERTISED_LOAN_AMOUNT,
    apr: ADVERTISED_APR,
    originationFeeMax: ADVERTISED_ORIGINATION_FEE_MAX,
    age62Product: false,
  };
}

/** Spec 000 §5: "62 in the special product mode" — the lender's site is in it when its policy offers that product. */
export function specialProductMode(merged: Record<string, unknown>): boolean {
  return advertisedFigures(merged).age62Product;
}

/** The footer's one-line statement of the product's terms, from the same figures as the start page. */
export function productTermsSentence(figures: AdvertisedFigures): string {
  return (
    `Lines of credit from ${figures.loanAmount}; APR ${figures.apr}; origination fee up to ` +
    `${figures.originationFeeMax} of the initial draw.`
  );
}
