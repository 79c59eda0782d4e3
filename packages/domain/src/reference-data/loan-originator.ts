import * as z from 'zod/mini';

export const loanOriginatorParamsSchema = z.strictObject({
  loanOriginatorUuid: z.uuid('Loan originator id must be a UUID'),
});

/** Optional `organization` query (spec 000 §7); when absent the request's organisation (x-org) is used. */
export const loanOriginatorQuerySchema = z.strictObject({
  organization: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
});

/** What the loan originator panel shows (spec 001 §2 "Loan originator display", §3 "Loan originator"). */
export const originatorDisplayInfoSchema = z.object({
  originatorName: z.string(),
  brokerName: z.string(),
  /** Null when the officer has no photo; the web draws an initials avatar. */
  avatarUri: z.nullable(z.string()),
  email: z.string(),
  /** Ten US digits, unformatted; the web formats it. */
  phoneNumber: z.string(),
  nmls: z.string(),
});
export type OriginatorDisplayInfo = z.infer<typeof originatorDisplayInfoSchema>;

export const loanOriginatorUserInfoSchema = z.object({
  uuid: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  organizationCode: z.string(),
});

/** The referral rule's inputs (spec 000 §5 "Referral"): whether states are enforced, and which. */
export const licensedStatesSchema = z.object({
  loanOriginatorUuid: z.uuid(),
  enforceLicensedStatesForReferral: z.boolean(),
  licensedStates: z.array(z.string().check(z.length(2))),
});
export type LoanOriginatorLicensedStates = z.infer<typeof licensedStatesSchema>;

export const loanOriginatorSchema = z.extend(licensedStatesSchema, {
  userInfo: loanOriginatorUserInfoSchema,
  originatorDisplayInfo: originatorDisplayInfoSchema,
});
export type LoanOriginator = z.infer<typeof loanOriginatorSchema>;
