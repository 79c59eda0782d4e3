import * as z from 'zod/mini';
import { employmentTypeSchema, payTypeSchema } from './application-enums.ts';
import { offerSchema } from './offer.ts';
import { disclosureDocumentSchema } from './disclosures/disclosure-document.ts';

// SUMMARY_DISCLOSURE and APP_SUBMISSION (page start/app-summary): the borrower reads the summary of the line they
// chose, accepts it, then submits the application (which starts the hard pull). Decision 112.

export const ACCEPTANCE_REQUIRED =
  'Confirm that you have received the disclosures and accept the summary of your application';
export const CERTIFICATION_REQUIRED =
  'Confirm that your application is true and complete and authorize the full credit check';

/** GET …/v3/application/heloc/{uuid}/summary-disclosure: the terms the borrower accepts. */
export const summaryDisclosureSchema = z.object({
  loanNumber: z.string(),
  /** Initial draw, dollars. */
  amount: z.number(),
  /** Years. */
  term: z.number(),
  /** Percent. */
  rate: z.number(),
  payType: payTypeSchema,
  /** Percent of the draw, from the current offer of this type and term (null when none matches any more). */
  originationFeePercent: z.nullable(z.number()),
  propertyAddress: z.string(),
  acceptedAt: z.nullable(z.string()),
  /**
   * The current offer the chosen line was taken from (null when none matches any more): its type (FIXED or
   * FLOATING), the line's limit and its costs, from which the Regulation Z disclosures are built (decision 180).
   */
  offer: z.nullable(offerSchema),
  /**
   * The line's money on that offer, computed on the server with the decimal loan math (spec 001 §9) and sent as exact
   * decimal strings: the page shows them without loading a decimal library (decision 225), and the closing documents
   * repeat the same figures. Null with `offer`.
   */
  figures: z.nullable(
    z.object({ originationFee: z.string(), drawTotal: z.string(), monthlyPayment: z.string() }),
  ),
  /** The income the borrower stated at registration (dollars a year); verified after submission. */
  statedIncome: z.nullable(
    z.object({ employmentType: employmentTypeSchema, annualIncome: z.number(), otherIncome: z.number() }),
  ),
  /**
   * What the soft-pull credit report listed, as underwriting counted it: each account's monthly payment and the
   * total (null when the report predates the debts being recorded).
   */
  reportedDebts: z.nullable(
    z.object({
      monthlyTotal: z.number(),
      reportedAt: z.string(),
      accounts: z.array(
        z.object({
          creditor: z.string(),
          type: z.string(),
          balance: z.number(),
          monthlyPayment: z.number(),
        }),
      ),
    }),
  ),
});
export type SummaryDisclosure = z.infer<typeof summaryDisclosureSchema>;

/**
 * What start/app-summary reads: the summary and the Regulation Z 1026.40(d) disclosure the server built from it with
 * the lender's name and NMLS (null when the offer is no longer current). The page shows the server's words and
 * figures and loads no loan math (decision 225).
 */
export const summaryDisclosurePageSchema = z.extend(summaryDisclosureSchema, {
  disclosure: z.nullable(disclosureDocumentSchema),
});
export type SummaryDisclosurePage = z.infer<typeof summaryDisclosurePageSchema>;

/** POST …/summary-disclosure/accept (SUMMARY_DISCLOSURE -> APP_SUBMISSION). Answers `{ step }`. */
export const acceptSummaryDisclosureBodySchema = z.strictObject({
  accepted: z.literal(true, { error: ACCEPTANCE_REQUIRED }),
});

/** POST …/submit (APP_SUBMISSION -> HARD_CREDIT_PULL): the borrower certifies the application is true. */
export const submitApplicationBodySchema = z.strictObject({
  certified: z.literal(true, { error: CERTIFICATION_REQUIRED }),
});
