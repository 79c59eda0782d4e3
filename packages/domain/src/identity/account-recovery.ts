import * as z from 'zod/mini';
import { checkEvenWithFieldErrors } from '../validation/cross-field.ts';
import { emailSchema } from '../validation/email.ts';
import { emailLinkTokenSchema } from './email-links.ts';
import { checkPasswordsMatch, confirmPasswordSchema, passwordSchema } from '../validation/password.ts';

/** The forgot-password form: the email only, as the login form reads it. */
export const passwordResetRequestSchema = z.strictObject({ email: emailSchema });
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/** The new-password form: the registration's password rules and messages (spec 001 §5), with the link's token. */
export const passwordResetSchema = z
  .strictObject({
    token: emailLinkTokenSchema,
    password: passwordSchema,
    confirmPassword: confirmPasswordSchema,
  })
  .check(z.superRefine((value, ctx) => checkPasswordsMatch(value, ctx), checkEvenWithFieldErrors));
export type PasswordReset = z.infer<typeof passwordResetSchema>;

/** The same answer whether or not the email has an account, so the form tells nobody who is a customer. */
export const PASSWORD_RESET_REQUESTED =
  'If an account uses that email, we have sent it a link to reset the password. The link works for 30 minutes.';
