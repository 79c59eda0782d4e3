import * as z from 'zod/mini';
import { serverStepSchema } from '../server-steps/server-step.ts';
import { emailSchema } from '../validation/email.ts';
import { firstNameSchema, lastNameSchema } from '../validation/names.ts';
import { phoneSchema } from '../validation/phone.ts';

/**
 * Issue 19: the other owners and co-borrowers the primary borrower invites. A co-borrower is on the line of credit;
 * an owner who is not signs the deed only (a co-deeder). Both sign in their own area (/heloc-signer).
 */
export const SIGNER_RELATIONS = ['CO_BORROWER', 'CO_DEEDER'] as const;
export type SignerRelation = (typeof SIGNER_RELATIONS)[number];
export const SIGNER_RELATION_LABELS: Record<SignerRelation, string> = {
  CO_BORROWER: 'Co-borrower on the line of credit',
  CO_DEEDER: 'Owner who signs the deed only',
};
export const RELATION_REQUIRED = 'Please choose how this person is on the loan';
export const SMS_NEEDS_MOBILE = 'Enter a mobile number to send text messages';

/** How far a signer has come: each step needs the one before; NOTARY_BOOKED is done (issue 19). */
export const SIGNER_PROGRESS = ['INVITED', 'ACCEPTED', 'IDENTITY_VERIFIED', 'SIGNED', 'NOTARY_BOOKED'] as const;
export type SignerProgress = (typeof SIGNER_PROGRESS)[number];
export const SIGNER_PROGRESS_LABELS: Record<SignerProgress, string> = {
  INVITED: 'Invited, not yet accepted',
  ACCEPTED: 'Accepted; identity not yet verified',
  IDENTITY_VERIFIED: 'Identity verified; documents not yet signed',
  SIGNED: 'Signed; notary not yet booked',
  NOTARY_BOOKED: 'Done: notary booked',
};

const optionalMobile = z.optional(z.union([z.literal(''), phoneSchema()]));

/** The borrower's form for one signer (also the POST body): name, email, optional mobile and SMS consent. */
export const inviteSignerSchema = z
  .strictObject({
    firstName: firstNameSchema,
    lastName: lastNameSchema({ isProduction: true }),
    email: emailSchema,
    mobile: optionalMobile,
    relation: z.enum(SIGNER_RELATIONS, { error: RELATION_REQUIRED }),
    /** The signer's consent to texts, as the borrower records it; without a mobile there is nothing to consent to. */
    smsConsent: z.optional(z.boolean()),
  })
  .check(
    z.superRefine((value, ctx) => {
      if (value.smsConsent && !value.mobile)
        ctx.addIssue({ code: 'custom', message: SMS_NEEDS_MOBILE, path: ['mobile'] });
    }),
  );
export type InviteSigner = z.input<typeof inviteSignerSchema>;

/** Resend, with the address corrected when the borrower typed it wrong. */
export const resendInvitationSchema = z.strictObject({
  email: z.optional(emailSchema),
  mobile: optionalMobile,
});
export type ResendInvitation = z.input<typeof resendInvitationSchema>;

/** The answer to removing a signer: the co-deed wait worked out again (the application's step after it). */
export const removedSignerSchema = z.object({ removed: z.literal(true), step: serverStepSchema });
export const SIGNER_ALREADY_SIGNED =
  'This signer has already signed, so they can no longer be removed here. Please call us to change who signs.';
export const REMOVED_SIGNER = 'You are no longer a signer on this application.';

export const signerParamsSchema = z.object({ uuid: z.uuid(), signerId: z.uuid() });

/** What the borrower sees of each signer: who, how far, when last sent. No identity data of the signer's. */
export const signerSummarySchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  mobile: z.nullable(z.string()),
  relation: z.enum(SIGNER_RELATIONS),
  progress: z.enum(SIGNER_PROGRESS),
  invitationExpired: z.boolean(),
  lastSentAt: z.string(),
  /** How many requests of ours the signer has still to answer (their conditions, decision 237); not what they are. */
  openConditions: z.number(),
});
export type SignerSummary = z.infer<typeof signerSummarySchema>;

export const signerListSchema = z.object({
  signers: z.array(signerSummarySchema),
  /** Owners of record from the title report's vesting not yet invited (and not the borrower): suggestions. */
  vestedOwners: z.array(z.string()),
  /** What the application waits on, in words, or null when no signer holds it up. */
  waitingOn: z.nullable(z.string()),
});
export type SignerList = z.infer<typeof signerListSchema>;

/** One-time invitation links last 7 days (decision 214): long enough for a co-owner abroad, short enough to age out. */
export const INVITATION_VALID_DAYS = 7;

/**
 * What may be sent (issue 28, decision 247): invitations and resends together, per application a day; and per
 * invited address (the email, and the mobile when a text goes) a day, whichever application sends.
 */
export const INVITATIONS_PER_APPLICATION_PER_DAY = 10;
export const INVITATIONS_PER_ADDRESS_PER_DAY = 3;

function tryAgainIn(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  if (minutes < 60) return `in ${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.ceil(minutes / 60);
  return `in about ${hours} hour${hours === 1 ? '' : 's'}`;
}

export function applicationInvitationLimitMessage(retryAfterSeconds: number): string {
  return `You can send up to ${INVITATIONS_PER_APPLICATION_PER_DAY} invitations a day from this application, counting those sent again, and have sent them all today. Please try again ${tryAgainIn(retryAfterSeconds)}.`;
}

export function addressInvitationLimitMessage(address: 'email' | 'mobile', retryAfterSeconds: number): string {
  const later = tryAgainIn(retryAfterSeconds);
  return address === 'email'
    ? `This email address has had ${INVITATIONS_PER_ADDRESS_PER_DAY} invitations today, the most we send in a day. Check that it is right, or try again ${later}.`
    : `This mobile number has had ${INVITATIONS_PER_ADDRESS_PER_DAY} invitations today, the most we send in a day. Send the invitation without it, or try again ${later}.`;
}
