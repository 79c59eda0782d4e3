import { CURRENT_CONSENT_VERSIONS } from '../../src/registration/consent-versions.ts';
import type { RegistrationContext } from '../../src/registration/registration-context.ts';

export const TODAY = new Date(2026, 10, 23);

export function context(overrides: Partial<RegistrationContext> = {}): RegistrationContext {
  return {
    today: TODAY,
    specialProductMode: false,
    regulatorReview: false,
    nyFcraFlag: false,
    isProduction: true,
    authenticated: false,
    ...overrides,
  };
}

export const PASSWORD = 'Abcdefgh123!';

export const propertyAddress = {
  street1: '1 Main St',
  street2: '',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  occupancyType: 'PRIMARY',
};

/** The answers of every screen a signed-in visitor sees. */
export const applicationAnswers = {
  propertyAddress,
  isListedForSale: false,
  income: { income: 90_000, otherIncome: 5_000, employmentType: 'FULL_TIME' },
  name: { firstName: 'Ann', middleName: 'J.', lastName: 'Lee', suffix: '' },
  dob: '1980-01-31',
};

/** A complete payload of a visitor who is not signed in. */
export const fullPayload = {
  ...applicationAnswers,
  email: 'ann@example.com',
  phoneNumber: '(555) 555-5555',
  phoneCountry: 'US',
  smsMarketingConsent: false,
  smsTransactionalConsent: true,
  password: PASSWORD,
  confirmPassword: PASSWORD,
  termPrivacyConsent: true,
  communicationConsent: true,
  softCreditConsent: true,
  consentVersions: {
    TERMS_PRIVACY: CURRENT_CONSENT_VERSIONS.TERMS_PRIVACY,
    COMMUNICATION: CURRENT_CONSENT_VERSIONS.COMMUNICATION,
    SMS_TRANSACTIONAL: CURRENT_CONSENT_VERSIONS.SMS_TRANSACTIONAL,
    SOFT_CREDIT: CURRENT_CONSENT_VERSIONS.SOFT_CREDIT,
  },
};
