import * as z from 'zod/mini';
import { payTypeSchema } from './application-enums.ts';
import { DRAW_WHOLE_DOLLARS } from './offer.ts';

/** Bodies of the borrower's step actions, shared so the form validates exactly what the route accepts. */

export const SSN_INVALID = 'Please enter a valid Social Security number';
/** Only the form says this: an empty body field fails the pattern on the server and answers SSN_INVALID. */
export const SSN_REQUIRED = 'Enter your Social Security number';

const SSN_PATTERN = /^\d{3}-?\d{2}-?\d{4}$/;

/** The SSN rule of PUT …/ssn: nine digits, dashes optional. */
export const ssnSchema = z.string().check(z.trim(), z.regex(SSN_PATTERN, SSN_INVALID));

/** The same rule for the input, which first tells an empty field apart from a wrong one. */
export const ssnInputSchema = z
  .string()
  .check(z.trim(), z.minLength(1, SSN_REQUIRED), z.regex(SSN_PATTERN, SSN_INVALID));

/** PUT …/v3/application/heloc/{uuid}/ssn after a credit no-match. */
export const ssnBodySchema = z.strictObject({ ssn: ssnSchema });
export type SsnBody = z.infer<typeof ssnBodySchema>;

/** The highest initial draw the select-offer route takes, in dollars (a guard; each offer's own max is checked too). */
export const MAX_INITIAL_DRAW = 400_000;

/** PUT …/v3/application/heloc/{uuid}/offer: the borrower's choice among the current offers. */
export const selectOfferBodySchema = z.strictObject({
  type: z.enum(['FIXED', 'FLOATING']),
  term: z.number().check(z.int(), z.positive()),
  /** The initial draw in whole dollars (the form refuses cents in the same words, decision 166). */
  amount: z.number().check(z.int(DRAW_WHOLE_DOLLARS), z.positive(), z.lte(MAX_INITIAL_DRAW)),
  payType: payTypeSchema,
});
export type OfferChoice = z.infer<typeof selectOfferBodySchema>;

export const OFFER_NOT_AVAILABLE = 'This offer is not available';
