import * as z from 'zod/mini';
import { checkEvenWithFieldErrors } from '../validation/cross-field.ts';
import { emailSchema } from '../validation/email.ts';
import { checkPasswordsMatch, confirmPasswordSchema, passwordSchema } from '../validation/password.ts';

const nameSchema = z.strictObject({
  firstName: z.string().check(z.trim(), z.minLength(1, 'Please enter the first name'), z.maxLength(128)),
  lastName: z.string().check(z.trim(), z.minLength(1, 'Last name is required'), z.maxLength(128)),
});

/**
 * The account part of registration (spec 000 "Login Info"), with the shared validators of spec 001 §5. The register
 * route accepts this until the registration issue swaps in `registrationRequestSchema` (registration/), which
 * carries the same email and password rules.
 */
export const accountRegistrationSchema = z
  .strictObject({
    email: emailSchema,
    password: passwordSchema,
    confirmPassword: confirmPasswordSchema,
    name: z.optional(nameSchema),
  })
  .check(z.superRefine((value, ctx) => checkPasswordsMatch(value, ctx), checkEvenWithFieldErrors));
export type AccountRegistration = z.infer<typeof accountRegistrationSchema>;
