import { versionsOfGivenConsents } from '@lintel/domain/registration/consent-versions';
import type { RegistrationDraft } from '@lintel/domain/registration/registration-request';

/** What the set-password screen adds; never stored in the draft. */
export interface AccountAnswers {
  password?: string;
  confirmPassword?: string;
  termPrivacyConsent?: boolean;
  communicationConsent?: boolean;
  softCreditConsent?: boolean;
  nyFcraConsent?: boolean | undefined;
}

const ACCOUNT_DRAFT_FIELDS = [
  'email',
  'phoneNumber',
  'phoneCountry',
  'smsMarketingConsent',
  'smsTransactionalConsent',
] as const;

/**
 * The register payload (decision 031): the draft's answers, plus for a visitor without a session the account answers,
 * and the version of every consent text agreed to. Signed-in visitors send the application answers and their
 * soft-credit authorisation only (decision 078).
 */
export function buildRegistrationPayload(
  answers: RegistrationDraft,
  account: AccountAnswers,
  authenticated: boolean,
): Record<string, unknown> {
  const payload: Record<string, unknown> = { ...answers };
  if (authenticated) {
    for (const field of ACCOUNT_DRAFT_FIELDS) delete payload[field];
    if (account.softCreditConsent !== undefined) payload.softCreditConsent = account.softCreditConsent;
  } else {
    Object.assign(payload, account);
    if (payload.nyFcraConsent === undefined) delete payload.nyFcraConsent;
  }
  payload.consentVersions = versionsOfGivenConsents(payload);
  return payload;
}
