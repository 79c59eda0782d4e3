import * as z from 'zod/mini';

/**
 * A lender's rate sheet and credit policy (issue 21, decision 195): what underwriting prices with, stored per
 * organisation and version. Rates are percent strings ("8.35") so decimal.js reads them exactly, as the constants they
 * replace did. The shape is checked here; the spec's bounds and the cross-field rules are `pricingPolicyProblems`.
 */

/** A percentage with up to three decimals, possibly negative (an adjustment): "8.35", "-0.50". */
const percentText = z
  .string()
  .check(z.regex(/^-?\d{1,2}(\.\d{1,3})?$/, 'Enter a percentage such as "8.35" (up to three decimals)'));
const stateCode = z.string().check(z.regex(/^[A-Z]{2}$/, 'Enter a two-letter state code such as "TX"'));
/** A calendar date as YYYY-MM-DD that exists (no 2026-02-30: the database would refuse it). */
export function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}
export const isoDateSchema = z.string().check(z.refine(isCalendarDate, 'Enter a real date as YYYY-MM-DD'));

const wholeNumber = (min: number, max: number) => z.number().check(z.int(), z.gte(min), z.lte(max));

/** Terms a sheet may offer, in years. */
export const TERM_CHOICES = [5, 10, 15, 20, 25, 30] as const;
export const LINE_TYPES = ['FIXED', 'FLOATING'] as const;

export const creditTierSchema = z.strictObject({
  name: z.string().check(z.regex(/^[A-Z0-9_-]{1,8}$/, 'Tier names are 1 to 8 capitals or digits, e.g. "T1"')),
  /** Lowest credit score of the tier. */
  minScore: wholeNumber(300, 850),
  /** Fixed-line APR, percent, before term and CLTV adjustments. */
  baseRate: percentText,
  /** Largest combined loan-to-value the tier lends to, percent (the credit policy's maximum caps it). */
  maxCltvPercent: wholeNumber(1, 100),
  /** Origination fee, percent of the initial draw. */
  originationFeePercent: percentText,
});
export type PricingTier = z.infer<typeof creditTierSchema>;

/**
 * Spec 001 §3 names "ALL_IN, AUTOPAY, CREDIT_UNION and several partner types" without naming the partners: a lender
 * names each of its own as `PARTNER_<NAME>` (decision 222), e.g. `PARTNER_CRESTLINE`.
 */
export const PARTNER_DISCOUNT_TYPE = /^PARTNER_[A-Z0-9_]{2,24}$/;
const discountType = z.union([
  z.enum(['AUTOPAY', 'CREDIT_UNION']),
  z.string().check(z.regex(PARTNER_DISCOUNT_TYPE, 'Partner discounts are named PARTNER_ and 2 to 24 capitals')),
]);
const uuidText = z
  .string()
  .check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'Enter a loan officer’s uuid'));

export const discountSchema = z.strictObject({
  /** The spec's discount types (ALL_IN is derived: every discount the borrower can have, together). */
  type: discountType,
  /** Percentage points off the rate. */
  points: percentText,
  /**
   * Who gets it: every borrower, credit-union members only, or (partner discounts) borrowers referred by one of the
   * partner's loan officers (`referrers`, the `loanOriginatorUuid` of their referral links).
   */
  eligibility: z.enum(['EVERY_BORROWER', 'MEMBERS', 'REFERRED']),
  referrers: z.optional(z.array(uuidText).check(z.minLength(1), z.maxLength(50))),
});
export type PricingDiscount = z.infer<typeof discountSchema>;

export const rateSheetSchema = z.strictObject({
  /** Best tier first. */
  tiers: z.array(creditTierSchema).check(z.minLength(1), z.maxLength(12)),
  /** The terms offered, each with its rate adjustment in percentage points. */
  terms: z
    .array(z.strictObject({ years: z.literal(TERM_CHOICES), adjustment: percentText }))
    .check(z.minLength(1), z.maxLength(TERM_CHOICES.length)),
  lineTypes: z.array(z.enum(LINE_TYPES)).check(z.minLength(1), z.maxLength(2)),
  /**
   * Variable lines: the index they follow (named in the disclosures) and their margin against the fixed-line grid,
   * in percentage points.
   */
  floating: z.strictObject({
    index: z.string().check(z.minLength(1), z.maxLength(40)),
    margin: percentText,
  }),
  /** Above this CLTV (at the offer's maximum line) the rate carries `adjustment`. */
  highCltv: z.strictObject({ abovePercent: wholeNumber(1, 100), adjustment: percentText }),
  /** A dollar cap on the origination fee whatever the tier. */
  originationFeeCapDollars: wholeNumber(0, 20_000),
  discounts: z.array(discountSchema).check(z.maxLength(4)),
});
export type RateSheet = z.infer<typeof rateSheetSchema>;

export const creditPolicySchema = z.strictObject({
  minCreditScore: wholeNumber(300, 850),
  /** Caps every tier's maximum CLTV, percent. */
  maxCltvPercent: wholeNumber(1, 100),
  /** DTI at or below this: no income-based limit on the line. */
  dtiUnlimitedPercent: wholeNumber(1, 100),
  /** DTI above this declines; between the two, asset depletion. */
  maxDtiPercent: wholeNumber(1, 100),
  /** Line size bounds, whole dollars, within the spec's $15,000 to $400,000. */
  lineMin: wholeNumber(1, 10_000_000),
  lineMax: wholeNumber(1, 10_000_000),
  /** States whose lines rest on a broker price opinion whatever the AVM says. */
  bpoStates: z.array(stateCode).check(z.maxLength(51)),
  /** States the lender does not lend in. */
  ineligibleStates: z.array(stateCode).check(z.maxLength(51)),
  /** AVM confidence below this cannot carry the line (an onsite appraisal). */
  minAvmConfidence: wholeNumber(0, 100),
  /** The lender offers the reverse-type product for borrowers 62 or older (spec 001 §1). */
  age62Product: z.boolean(),
});
export type CreditPolicy = z.infer<typeof creditPolicySchema>;

/** One version of a lender's pricing, as an operator submits it. */
export const pricingPolicySchema = z.strictObject({
  version: z
    .string()
    .check(
      z.regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,39}$/, 'Versions are 1 to 40 letters, digits, ".", "_" or "-"'),
    ),
  /** First day (UTC) new applications are priced on this version. */
  effectiveFrom: isoDateSchema,
  /** First day it no longer prices anything, re-pricing of applications already on it included. */
  expiresOn: z.nullable(isoDateSchema),
  rateSheet: rateSheetSchema,
  creditPolicy: creditPolicySchema,
});
export type PricingPolicy = z.infer<typeof pricingPolicySchema>;
