import * as z from 'zod/mini';

export const CONSENT_REQUIRED = 'Required';

/** A consent that must be given: only `true` passes. */
export const requiredConsentSchema = z.literal(true, { error: CONSENT_REQUIRED });
export const optionalConsentSchema = z.optional(z.boolean());

/** Spec 001 §5 Consents. */
export const consentsSchema = z.strictObject({
  smsMarketingConsent: optionalConsentSchema,
  smsTransactionalConsent: optionalConsentSchema,
  termPrivacyConsent: requiredConsentSchema,
  communicationConsent: requiredConsentSchema,
});
export type Consents = z.infer<typeof consentsSchema>;
