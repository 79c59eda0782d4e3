import * as z from 'zod/mini';

/**
 * Spec 001 §3 "Offer" as GET …/v3/application/heloc/{uuid}/offers answers it. One schema for both sides: the API
 * serialises its response with it and the web parses the same body with it, so the two cannot drift.
 */
export const offerSchema = z.object({
  type: z.enum(['FIXED', 'FLOATING', 'UNKNOWN']),
  term: z.number().check(z.int()),
  rate: z.number(),
  baseRate: z.number(),
  otherRate: z.number(),
  originationFee: z.number(),
  minDraw: z.number(),
  maxDraw: z.number(),
  min: z.number(),
  max: z.number(),
  discountList: z.array(z.object({ discount: z.object({ type: z.string() }), rateWithDiscount: z.number() })),
  offersByType: z.object({ FIXED: z.array(z.number()), FLOATING: z.array(z.number()) }),
  maxRecordingTax: z.number(),
  minRecordingTax: z.number(),
  maxDtiUnlimited: z.number(),
  ofeeMaxThreshold: z.number(),
  incomeRequestRecords: z.array(
    z.object({ employmentType: z.string(), annualIncome: z.number(), verified: z.boolean() }),
  ),
  costs: z.array(
    z.object({
      feeType: z.string(),
      type: z.string(),
      borrowerPaidAmount: z.number(),
      jsCriteria: z.string(),
    }),
  ),
  totalPaidByBorrower: z.number(),
  /** The lender's rate-sheet version the offer was priced on (decision 195); absent on offers made before it. */
  pricingVersion: z.optional(z.string()),
});
export type Offer = z.infer<typeof offerSchema>;

/** A draw is whole dollars: the words of the offers form and of PUT …/offer alike (decision 166). */
export const DRAW_WHOLE_DOLLARS = 'Enter a whole number of dollars, without cents';

/** The body of GET …/offers: empty before underwriting and after a decline. */
export const offersResponseSchema = z.object({ offers: z.array(offerSchema) });
