import * as z from 'zod/mini';
import { checkEvenWithFieldErrors } from '../validation/cross-field.ts';
import { optionalConsentSchema, requiredConsentSchema, CONSENT_REQUIRED } from '../validation/consents.ts';
import { checkPasswordsMatch, confirmPasswordSchema, passwordSchema } from '../validation/password.ts';
import { NEW_YORK } from '../validation/us-states.ts';
import type { RegistrationContext } from './registration-context.ts';

/**
 * Spec 000 §2 screen 8 (only when not signed in): password and confirmation, the terms/privacy and communication
 * consents, the soft-credit authorisation, and for New York properties with fe-heloc-ny-fcra on the FCRA consent.
 */
export const setPasswordScreenShape = {
  password: passwordSchema,
  confirmPassword: confirmPasswordSchema,
  termPrivacyConsent: requiredConsentSchema,
  communicationConsent: requiredConsentSchema,
  softCreditConsent: requiredConsentSchema,
  nyFcraConsent: optionalConsentSchema,
};

export function needsNyFcraConsent(
  propertyState: unknown,
  context: Pick<RegistrationContext, 'nyFcraFlag'>,
): boolean {
  return context.nyFcraFlag && typeof propertyState === 'string' && propertyState.toUpperCase() === NEW_YORK;
}

export function checkSetPassword(
  value: { password?: unknown; confirmPassword?: unknown; nyFcraConsent?: unknown },
  ctx: z.core.$RefinementCtx,
  context: RegistrationContext,
  propertyState: unknown,
) {
  if (typeof value.password === 'string' && typeof value.confirmPassword === 'string') {
    checkPasswordsMatch({ password: value.password, confirmPassword: value.confirmPassword }, ctx);
  }
  if (needsNyFcraConsent(propertyState, context) && value.nyFcraConsent !== true) {
    ctx.addIssue({ code: 'custom', message: CONSENT_REQUIRED, path: ['nyFcraConsent'] });
  }
}

export function setPasswordScreenSchema(context: RegistrationContext) {
  return z
    .strictObject(setPasswordScreenShape)
    .check(
      z.superRefine(
        (value, ctx) => checkSetPassword(value, ctx, context, context.propertyState),
        checkEvenWithFieldErrors,
      ),
    );
}
export type SetPasswordScreen = z.infer<ReturnType<typeof setPasswordScreenSchema>>;
