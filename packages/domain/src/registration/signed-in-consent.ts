import * as z from 'zod/mini';
import { requiredConsentSchema } from '../validation/consents.ts';
import { birthdateScreenSchema } from './birthdate-screen.ts';
import type { RegistrationContext } from './registration-context.ts';

/**
 * A signed-in visitor skips set-password, yet the lender still needs their soft-credit authorisation for this
 * application (decision 078): it is asked on their last screen, the birthdate screen, and sent with its version.
 */
export const signedInConsentShape = {
  softCreditConsent: requiredConsentSchema,
};

/** The birthdate screen as a signed-in visitor sees it: the date of birth plus the soft-credit authorisation. */
export function signedInBirthdateScreenSchema(context: RegistrationContext) {
  return z.extend(birthdateScreenSchema(context), signedInConsentShape);
}
