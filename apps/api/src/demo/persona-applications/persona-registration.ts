import { versionsOfGivenConsents } from '@lintel/domain/registration/consent-versions';
import { DEMO_PASSWORD } from '../../features/identity/demo-borrowers-seed.ts';
import type { Persona } from '../../providers/persona-types.ts';
import type { PersonaPlan } from './persona-plans.ts';

/** Every persona account belongs to the main brand (an account belongs to one lender, decision 013). */
export const PERSONA_ORG = 'lintel';
export const PERSONA_EMAIL_DOMAIN = 'personas.lintel.test';

/** `CREDIT_FROZEN` → `credit-frozen@personas.lintel.test`. */
export function personaEmail(personaId: string): string {
  return `${personaId.toLowerCase().replaceAll('_', '-')}@${PERSONA_EMAIL_DOMAIN}`;
}

/** The register-v2 answers a borrower of this persona would send (the same payload the browser posts). */
export function personaRegistration(
  persona: Persona,
  plan: PersonaPlan,
  index: number,
): Record<string, unknown> {
  const property = plan.property ?? {
    street1: `${200 + index} Sample Street`,
    city: 'Sacramento',
    state: 'CA',
    zip: '95814',
  };
  const payload: Record<string, unknown> = {
    propertyAddress: { ...property, street2: '', occupancyType: 'PRIMARY' },
    isListedForSale: false,
    // FULL_TIME: self-employed income would skip the manual paystub persona's trigger.
    income: { income: persona.statedIncome, otherIncome: 0, employmentType: 'FULL_TIME' },
    name: {
      firstName: plan.firstName,
      middleName: '',
      lastName: persona.pick.lastName ?? 'Alvarez',
      suffix: '',
    },
    dob: '1978-05-20',
    email: personaEmail(persona.id),
    // 555-0100…0199 is the range reserved for fiction.
    phoneNumber: `(916) 555-${String(110 + index).padStart(4, '0')}`,
    phoneCountry: 'US',
    smsMarketingConsent: false,
    smsTransactionalConsent: true,
    password: DEMO_PASSWORD,
    confirmPassword: DEMO_PASSWORD,
    termPrivacyConsent: true,
    communicationConsent: true,
    softCreditConsent: true,
  };
  return { ...payload, consentVersions: versionsOfGivenConsents(payload) };
}
