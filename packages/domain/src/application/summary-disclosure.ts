import * as z from 'zod/mini';
import { payTypeSchema } from './application-enums.ts';

// SUMMARY_DISCLOSURE and APP_SUBMISSION (page start/app-summary): the borrower reads the summary of the line they
// chose, accepts it, then submits the application (which starts the hard pull). Decision 112.

export const ACCEPTANCE_REQUIRED = 'Required';

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
});
export type SummaryDisclosure = z.infer<typeof summaryDisclosureSchema>;

/** POST …/summary-disclosure/accept (SUMMARY_DISCLOSURE -> APP_SUBMISSION). Answers `{ step }`. */
export const acceptSummaryDisclosureBodySchema = z.strictObject({
  accepted: z.literal(true, { error: ACCEPTANCE_REQUIRED }),
});

/** POST …/submit (APP_SUBMISSION -> HARD_CREDIT_PULL): the borrower certifies the application is true. */
export const submitApplicationBodySchema = z.strictObject({
  certified: z.literal(true, { error: ACCEPTANCE_REQUIRED }),
});
