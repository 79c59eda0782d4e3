import * as z from 'zod/mini';

// INCOME_VERIFICATION (page income/review, income/link/{type}) and EMPLOYMENT_VERIFICATION
// (income/employer-verification). Decision 113.

/** How the borrower links income: a payroll account, or the bank account their pay lands in. */
export const INCOME_LINK_TYPES = ['PAYROLL', 'BANK'] as const;
export type IncomeLinkType = (typeof INCOME_LINK_TYPES)[number];
export const LINK_TYPE_REQUIRED = 'Please choose how to verify your income';

/** POST …/v3/application/heloc/{uuid}/income/verify. */
export const verifyIncomeBodySchema = z.strictObject({
  linkType: z.enum(INCOME_LINK_TYPES, { error: LINK_TYPE_REQUIRED }),
});
export type VerifyIncomeBody = z.infer<typeof verifyIncomeBodySchema>;

/**
 * What the check found: MATCHED (at least the stated income), LOWER (offers revised), PARTIAL (upload paystubs),
 * NOT_FOUND (try another link or upload paystubs).
 */
export const INCOME_OUTCOMES = ['MATCHED', 'LOWER', 'PARTIAL', 'NOT_FOUND'] as const;
export const verifyIncomeResultSchema = z.object({
  step: z.string(),
  outcome: z.enum(INCOME_OUTCOMES),
  /** Paystubs still to upload (document type PAYSTUB) when PARTIAL. */
  paystubsRequired: z.number(),
});
export type VerifyIncomeResult = z.infer<typeof verifyIncomeResultSchema>;

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
