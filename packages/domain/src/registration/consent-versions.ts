import * as z from 'zod/mini';

/** The consents registration collects; each is a boolean in the payload plus the version of its text. */
export const REGISTRATION_CONSENT_TYPES = [
  'TERMS_PRIVACY',
  'COMMUNICATION',
  'SMS_MARKETING',
  'SMS_TRANSACTIONAL',
  'SOFT_CREDIT',
  'NY_FCRA',
] as const;
export type RegistrationConsentType = (typeof REGISTRATION_CONSENT_TYPES)[number];

/**
 * Version of each consent text now shown. Change a version whenever its wording changes: the register endpoint then
 * refuses agreements to the old wording (decision 031).
 */
export const CURRENT_CONSENT_VERSIONS: Readonly<Record<RegistrationConsentType, string>> = {
  TERMS_PRIVACY: '2026-11-01',
  COMMUNICATION: '2026-11-01',
  SMS_MARKETING: '2026-11-01',
  SMS_TRANSACTIONAL: '2026-11-01',
  SOFT_CREDIT: '2026-11-01',
  NY_FCRA: '2026-11-01',
};

/** The payload field that carries each consent's boolean. */
export const CONSENT_FIELDS: Readonly<Record<RegistrationConsentType, string>> = {
  TERMS_PRIVACY: 'termPrivacyConsent',
  COMMUNICATION: 'communicationConsent',
  SMS_MARKETING: 'smsMarketingConsent',
  SMS_TRANSACTIONAL: 'smsTransactionalConsent',
  SOFT_CREDIT: 'softCreditConsent',
  NY_FCRA: 'nyFcraConsent',
};

/** The versions to send with a registration payload: the current text of each consent it gives (true). */
export function versionsOfGivenConsents(
  payload: Readonly<Record<string, unknown>>,
): Partial<Record<RegistrationConsentType, string>> {
  const versions: Partial<Record<RegistrationConsentType, string>> = {};
  for (const type of REGISTRATION_CONSENT_TYPES) {
    if (payload[CONSENT_FIELDS[type]] === true) versions[type] = CURRENT_CONSENT_VERSIONS[type];
  }
  return versions;
}

export const CONSENT_VERSION_OUTDATED = 'This consent text has changed. Please review it and agree again.';
const CONSENT_VERSION_MAX_LENGTH = 32;

export const consentVersionsSchema = z.strictObject(
  Object.fromEntries(
    REGISTRATION_CONSENT_TYPES.map((type) => [
      type,
      z.optional(z.string().check(z.maxLength(CONSENT_VERSION_MAX_LENGTH))),
    ]),
  ) as Record<RegistrationConsentType, z.ZodMiniOptional<z.ZodMiniString>>,
);

/** Every consent given (true) must name the text version now shown. */
export function checkConsentVersions(value: Record<string, unknown>, ctx: z.core.$RefinementCtx) {
  const versions = (value.consentVersions ?? {}) as Partial<Record<RegistrationConsentType, unknown>>;
  for (const type of REGISTRATION_CONSENT_TYPES) {
    if (value[CONSENT_FIELDS[type]] === true && versions[type] !== CURRENT_CONSENT_VERSIONS[type]) {
      ctx.addIssue({ code: 'custom', message: CONSENT_VERSION_OUTDATED, path: ['consentVersions', type] });
    }
  }
}
