import * as z from 'zod/mini';
import { emailLinkTokenSchema } from '../identity/email-links.ts';
import { checkEvenWithFieldErrors } from '../validation/cross-field.ts';
import { checkPasswordsMatch, confirmPasswordSchema, passwordSchema } from '../validation/password.ts';

/** Looking at an invitation before accepting it: whose, for which lender, and whether the signer has an account. */
export const invitationLookupSchema = z.strictObject({ token: emailLinkTokenSchema });
export const invitationPreviewSchema = z.object({
  firstName: z.string(),
  borrowerFirstName: z.string(),
  /** The invited email has an account already: the signer logs in (resume) instead of choosing a password. */
  hasAccount: z.boolean(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

/** Accepting with a new password (spec 001 §5's rules and messages). */
export const acceptInvitationSchema = z
  .strictObject({
    token: emailLinkTokenSchema,
    password: passwordSchema,
    confirmPassword: confirmPasswordSchema,
  })
  .check(z.superRefine((value, ctx) => checkPasswordsMatch(value, ctx), checkEvenWithFieldErrors));
export type AcceptInvitation = z.infer<typeof acceptInvitationSchema>;

/** Resuming: an existing account accepts with its own password. */
export const resumeInvitationSchema = z.strictObject({
  token: emailLinkTokenSchema,
  password: z.string().check(z.minLength(1, 'Required'), z.maxLength(256)),
});

export const acceptedInvitationSchema = z.object({ jwt: z.string(), applicationId: z.uuid() });

export const INVITATION_NOT_VALID = 'This invitation has expired or has already been used. Ask the borrower to send it again.';
export const WRONG_ACCOUNT_PASSWORD = 'The password is not right for the account of this email.';
