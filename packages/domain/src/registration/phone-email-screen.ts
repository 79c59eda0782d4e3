import * as z from 'zod/mini';
import { checkEvenWithFieldErrors } from '../validation/cross-field.ts';
import { DEFAULT_COUNTRY } from '../constants/field-limits.ts';
import { optionalConsentSchema } from '../validation/consents.ts';
import { emailSchema } from '../validation/email.ts';
import { PHONE_REQUIRED, phoneProblem } from '../validation/phone.ts';
import { isPhoneCountry } from '../validation/phone-countries.ts';

const PHONE_TEXT_MAX_LENGTH = 40;
export const PHONE_COUNTRY_INVALID = 'Please select a country';

/**
 * Spec 000 §2 screen 7 (only when not signed in): email, mobile phone with its country (default US) and the two
 * optional SMS consents. phoneNumber is kept as typed; normalisePhone gives the stored form.
 */
export const phoneEmailScreenShape = {
  email: emailSchema,
  phoneNumber: z.string({ error: PHONE_REQUIRED }).check(z.maxLength(PHONE_TEXT_MAX_LENGTH, PHONE_REQUIRED)),
  phoneCountry: z._default(
    z.string().check(z.refine(isPhoneCountry, PHONE_COUNTRY_INVALID)),
    DEFAULT_COUNTRY,
  ),
  smsMarketingConsent: optionalConsentSchema,
  smsTransactionalConsent: optionalConsentSchema,
};

export function checkPhone(
  value: { phoneNumber?: unknown; phoneCountry?: unknown },
  ctx: z.core.$RefinementCtx,
) {
  if (typeof value.phoneNumber !== 'string' || value.phoneNumber.length > PHONE_TEXT_MAX_LENGTH) return;
  const message = phoneProblem(value.phoneNumber, value.phoneCountry ?? DEFAULT_COUNTRY);
  if (message) ctx.addIssue({ code: 'custom', message, path: ['phoneNumber'] });
}

export const phoneEmailScreenSchema = z
  .strictObject(phoneEmailScreenShape)
  .check(z.superRefine(checkPhone, checkEvenWithFieldErrors));
export type PhoneEmailScreen = z.infer<typeof phoneEmailScreenSchema>;
