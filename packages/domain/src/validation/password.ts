import * as z from 'zod/mini';
import { checkEvenWithFieldErrors } from './cross-field.ts';
import { atMost, notBlank, textField } from './text-rules.ts';
import { passwordProblems } from '../identity/password-rules.ts';

export const PASSWORD_REQUIRED = 'Required';
export const PASSWORD_NOT_STRONG = 'Password is not strong enough';
export const PASSWORDS_DONT_MATCH = "Passwords don't match";
/** Long enough for any passphrase, short enough that hashing hostile input stays cheap. */
export const PASSWORD_MAX_LENGTH = 256;
export const PASSWORD_TOO_LONG = `Cannot be more than ${PASSWORD_MAX_LENGTH} characters`;

/** Spec 001 §5, in the spec's order; the rules themselves live in identity/password-rules.ts (one copy). */
export const PASSWORD_RULE_MESSAGES = [
  'Must be at least 12 characters long',
  'Must contain at least one uppercase letter',
  'Must contain at least one lowercase letter',
  'Must contain at least one number',
  'Must contain at least one special character',
] as const;

/** Each rule with whether the value meets it, for the checklist under the field. */
export function passwordRuleResults(value: unknown): { message: string; met: boolean }[] {
  const problems = passwordProblems(typeof value === 'string' ? value : '');
  return PASSWORD_RULE_MESSAGES.map((message) => ({ message, met: !problems.includes(message) }));
}

/**
 * 0-4 for the four-segment strength bar: one segment per rule met beyond the first, so all four light up exactly
 * when the password is strong enough to be accepted (decision 032).
 */
export function passwordStrength(value: unknown): 0 | 1 | 2 | 3 | 4 {
  if (typeof value !== 'string' || value === '') return 0;
  const met = PASSWORD_RULE_MESSAGES.length - passwordProblems(value).length;
  return Math.max(0, Math.min(4, met - 1)) as 0 | 1 | 2 | 3 | 4;
}

function checkStrength(value: string, ctx: z.core.$RefinementCtx<string>) {
  const problems = passwordProblems(value);
  for (const message of problems) ctx.addIssue({ code: 'custom', message });
  if (problems.length > 0) ctx.addIssue({ code: 'custom', message: PASSWORD_NOT_STRONG });
}

const strongEnough = () =>
  z.superRefine((value: string, ctx) => {
    if (value !== '' && value.length <= PASSWORD_MAX_LENGTH) checkStrength(value, ctx);
  });

/** A new password: required, every rule's message that it breaks, then 'Password is not strong enough'. */
export const passwordSchema = textField(
  PASSWORD_REQUIRED,
  [
    [notBlank, PASSWORD_REQUIRED],
    [atMost(PASSWORD_MAX_LENGTH), PASSWORD_TOO_LONG],
  ],
  { trim: false },
).check(strongEnough());

/** Optional mode: blank is accepted; anything typed must still be strong. */
export const optionalPasswordSchema = z.optional(
  textField(PASSWORD_REQUIRED, [[atMost(PASSWORD_MAX_LENGTH), PASSWORD_TOO_LONG]], { trim: false }).check(
    strongEnough(),
  ),
);

export const confirmPasswordSchema = textField(
  PASSWORD_REQUIRED,
  [
    [notBlank, PASSWORD_REQUIRED],
    [atMost(PASSWORD_MAX_LENGTH), PASSWORD_TOO_LONG],
  ],
  { trim: false },
);

export const optionalConfirmPasswordSchema = z.optional(
  textField(PASSWORD_REQUIRED, [[atMost(PASSWORD_MAX_LENGTH), PASSWORD_TOO_LONG]], { trim: false }),
);

/**
 * Adds "Passwords don't match" on confirmPassword; usable inside a larger object's superRefine. A blank required
 * confirmation already says 'Required', so it is not also called a mismatch.
 */
export function checkPasswordsMatch(
  value: { password?: string | undefined; confirmPassword?: string | undefined },
  ctx: z.core.$RefinementCtx,
  { optional = false }: { optional?: boolean } = {},
) {
  const confirmation = value.confirmPassword ?? '';
  if (!optional && confirmation === '') return;
  if ((value.password ?? '') !== confirmation) {
    ctx.addIssue({ code: 'custom', message: PASSWORDS_DONT_MATCH, path: ['confirmPassword'] });
  }
}

/** Password with confirmation (spec 001 §5); `optional` is the spec's optional mode. */
export function passwordWithConfirmationSchema({ optional = false }: { optional?: boolean } = {}) {
  const shape = optional
    ? { password: optionalPasswordSchema, confirmPassword: optionalConfirmPasswordSchema }
    : { password: passwordSchema, confirmPassword: confirmPasswordSchema };
  return z
    .strictObject(shape)
    .check(
      z.superRefine((value, ctx) => checkPasswordsMatch(value, ctx, { optional }), checkEvenWithFieldErrors),
    );
}
