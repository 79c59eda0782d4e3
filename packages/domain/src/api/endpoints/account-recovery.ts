import { passwordResetRequestSchema, passwordResetSchema } from '../../identity/account-recovery.ts';
import { acceptedAnswerSchema } from '../../identity/email-links.ts';
import { endpoint } from '../endpoint.ts';

// Password reset (issue 16, decision 169). The spec names no calls for it; they sit beside login under /identity.

/** Always the same 202 and message, whether or not the email has an account; the email is sent by a job. */
export const requestPasswordReset = endpoint({
  method: 'POST',
  path: '/identity/api/v1/password-reset',
  service: 'identity',
  summary: 'Email a password reset link',
  description: 'Answers 202 with the same message whether or not the email has an account of this lender.',
  caller: 'anyone',
  body: passwordResetRequestSchema,
  response: acceptedAnswerSchema,
  status: 202,
  errors: [400, 429],
});

/** Sets the new password, spends the link, lifts the lockout and ends every session of the account. */
export const resetPassword = endpoint({
  method: 'POST',
  path: '/identity/api/v1/password-reset/confirm',
  service: 'identity',
  summary: 'Set a new password with a reset link',
  caller: 'anyone',
  body: passwordResetSchema,
  response: acceptedAnswerSchema,
  errors: [400, 429],
});
