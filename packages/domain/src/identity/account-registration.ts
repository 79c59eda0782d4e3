import { z } from 'zod';
import { checkEvenWithFieldErrors } from '../validation/cross-field.ts';
import { emailSchema } from '../validation/email.ts';
import { checkPasswordsMatch, confirmPasswordSchema, passwordSchema } from '../validation/password.ts';

const nameSchema = z.strictObject({
  firstName: z.string().trim().min(1, 'Please enter the first name').max(128),
  lastName: z.string().trim().min(1, 'Last name is required').max(128),
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
    name: nameSchema.optional(),
  })
  .superRefine((value, ctx) => checkPasswordsMatch(value, ctx), checkEvenWithFieldErrors);
export type AccountRegistration = z.infer<typeof accountRegistrationSchema>;
