import * as z from 'zod/mini';

// INCOME_VERIFICATION (page income/review, income/link/{type}) and EMPLOYMENT_VERIFICATION
// (income/employer-verification). Decision 113.

/**
 * How the borrower verifies income: linking a payroll account or the bank account their pay lands in (the link
 * provider's widget answers a public token the server exchanges, decision 182), or uploading paystubs.
 */
export const INCOME_LINK_TYPES = ['PAYROLL', 'BANK'] as const;
export type IncomeLinkType = (typeof INCOME_LINK_TYPES)[number];
export const INCOME_VERIFY_METHODS = [...INCOME_LINK_TYPES, 'UPLOAD'] as const;
export type IncomeVerifyMethod = (typeof INCOME_VERIFY_METHODS)[number];
export const LINK_TYPE_REQUIRED = 'Please choose how to verify your income';
export const LINK_NOT_CONNECTED = 'Please connect your account first';
export const LINK_EXPIRED = 'Your connection has expired. Please connect your account again.';

/** The widget's public token: opaque, short-lived, single-use, exchanged by the server. */
const publicTokenSchema = z.string().check(z.minLength(1, LINK_NOT_CONNECTED), z.maxLength(200));

/**
 * POST …/v3/application/heloc/{uuid}/income/verify: a linked account (its public token), or the choice to upload
 * paystubs instead.
 */
export const verifyIncomeBodySchema = z
  .strictObject({
    linkType: z.enum(INCOME_VERIFY_METHODS, { error: LINK_TYPE_REQUIRED }),
    publicToken: z.optional(publicTokenSchema),
  })
  .check(
    z.refine((body) => body.linkType === 'UPLOAD' || Boolean(body.publicToken), {
      error: LINK_NOT_CONNECTED,
      path: ['publicToken'],
    }),
  );
export type VerifyIncomeBody = z.infer<typeof verifyIncomeBodySchema>;

/**
 * What the check found: MATCHED (at least the stated income), LOWER (offers revised), PARTIAL (upload paystubs),
 * NOT_FOUND (try another link or upload paystubs), UPLOAD (the borrower chose to upload paystubs).
 */
export const INCOME_OUTCOMES = ['MATCHED', 'LOWER', 'PARTIAL', 'NOT_FOUND', 'UPLOAD'] as const;
export type IncomeOutcome = (typeof INCOME_OUTCOMES)[number];
export const verifyIncomeResultSchema = z.object({
  step: z.string(),
  outcome: z.enum(INCOME_OUTCOMES),
  /** Paystubs still to upload (document type PAYSTUB) when PARTIAL or UPLOAD. */
  paystubsRequired: z.number(),
});
export type VerifyIncomeResult = z.infer<typeof verifyIncomeResultSchema>;

/** POST …/income/link-token: the link provider's token its widget opens with (INCOME_VERIFICATION, stays). */
export const incomeLinkTokenBodySchema = z.strictObject({
  linkType: z.enum(INCOME_LINK_TYPES, { error: LINK_TYPE_REQUIRED }),
});
export type IncomeLinkTokenBody = z.infer<typeof incomeLinkTokenBodySchema>;
export const incomeLinkTokenResultSchema = z.object({
  step: z.string(),
  linkToken: z.string(),
  /** ISO date-time after which the widget must be opened with a new token. */
  expiration: z.string(),
});
export type IncomeLinkTokenResult = z.infer<typeof incomeLinkTokenResultSchema>;

export const EMPLOYER_NAME_REQUIRED = 'Please enter your employer';
export const EMPLOYER_PHONE_INVALID = 'Please enter a valid phone number';
export const JOB_TITLE_REQUIRED = 'Please enter your job title';
export const START_DATE_INVALID = 'Please enter a valid start date';

/** PUT …/income/employer-verification (EMPLOYMENT_VERIFICATION -> DISBURSEMENT_ACCOUNT): details for a manual check. */
export const employerVerificationBodySchema = z.strictObject({
  employerName: z.string().check(z.trim(), z.minLength(2, EMPLOYER_NAME_REQUIRED), z.maxLength(100)),
  /** Ten US digits; spaces, brackets and dashes are ignored. */
  employerPhone: z
    .string()
    .check(z.trim(), z.regex(/^\(?\d{3}\)?[\s-]?\d{3}[\s-]?\d{4}$/, EMPLOYER_PHONE_INVALID)),
  jobTitle: z.string().check(z.trim(), z.minLength(2, JOB_TITLE_REQUIRED), z.maxLength(100)),
  /** yyyy-mm-dd. */
  startDate: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, START_DATE_INVALID)),
});
export type EmployerVerificationBody = z.infer<typeof employerVerificationBodySchema>;
