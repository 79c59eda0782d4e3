import * as z from 'zod/mini';
import { emailLinkTokenSchema } from '../identity/email-links.ts';
import { checkEvenWithFieldErrors } from '../validation/cross-field.ts';
import { checkPasswordsMatch, confirmPasswordSchema, passwordSchema } from '../validation/password.ts';

/**
 * Looking at an invitation before accepting it: whose (first names only). Never whether its email has an account
 * (issue 28): the page asks for one password and the server decides.
 */
export const invitationLookupSchema = z.strictObject({ token: emailLinkTokenSchema });
export const invitationPreviewSchema = z.object({
  firstName: z.string(),
  borrowerFirstName: z.string(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

/**
 * Accepting: a new password (spec 001 §5's rules and messages), or the password of the email's existing account,
 * which met the same rules when it was chosen. The server decides which (issue 28, decision 247).
 */
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
/** A refused password, in words that hold whether or not the email has an account (issue 28). */
export const INVITATION_PASSWORD_REFUSED =
  'We could not accept the invitation with this password. If you already have an account with us at this email, enter its password; if you have forgotten it, reset it first.';
