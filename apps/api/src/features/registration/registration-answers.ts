import {
  CONSENT_FIELDS,
  CURRENT_CONSENT_VERSIONS,
  REGISTRATION_CONSENT_TYPES,
} from '@lintel/domain/registration/consent-versions';
import type { phoneEmailScreenShape } from '@lintel/domain/registration/phone-email-screen';
import type { RegistrationRequest as ApplicationAnswers } from '@lintel/domain/registration/registration-request';
import type { setPasswordScreenShape } from '@lintel/domain/registration/set-password-screen';
import type { z } from 'zod';
import type { NewApplication } from '../applications/create-application.ts';

// The domain's RegistrationRequest type is the answers every registration carries (a signed-in visitor sends only
// these); a visitor who is not signed in adds the phone-and-email and set-password screens' fields.
export type { ApplicationAnswers };
export type NewBorrowerAnswers = ApplicationAnswers &
  z.output<z.ZodObject<typeof phoneEmailScreenShape>> &
  z.output<z.ZodObject<typeof setPasswordScreenShape>>;
export type RegistrationRequest = ApplicationAnswers | NewBorrowerAnswers;

/** One submit of the register endpoint: the answers and what the request says about who sends them. */
export interface Submission {
  orgCode: string;
  answers: RegistrationRequest;
  idempotencyKey: string | undefined;
  referrerUuid: string | undefined;
  /** The visit carried utm_source=cloc (spec 001 §1), as the server's cookie says: a crypto-backed line. */
  isCrypto?: boolean;
  /** Set for a signed-in visitor: the new application is theirs and their token is answered back. */
  session?: { identityId: string; jwt: string } | undefined;
}

export function isNewBorrower(answers: RegistrationRequest): answers is NewBorrowerAnswers {
  return 'email' in answers;
}

/**
 * Each consent given, with the text version the schema already proved is the current one (decision 031). A signed-in
 * visitor gives only the soft-credit authorisation (decision 078); it is recorded all the same.
 */
export function consentsOf(answers: RegistrationRequest): NewApplication['consents'] {
  const given = answers as unknown as Record<string, unknown>;
  return REGISTRATION_CONSENT_TYPES.filter((type) => given[CONSENT_FIELDS[type]] === true).map((type) => ({
    type,
    textVersion: CURRENT_CONSENT_VERSIONS[type],
  }));
}

/** The application F's `startApplication` writes, from the registration answers. Amounts are decimal strings. */
export function applicationOf(
  orgCode: string,
  identityId: string,
  answers: RegistrationRequest,
): Omit<NewApplication, 'step'> {
  const { propertyAddress, name, income } = answers;
  return {
    orgCode,
    primaryIdentityId: identityId,
    borrower: {
      firstName: name.firstName,
      middleName: name.middleName || undefined,
      lastName: name.lastName,
      suffix: name.suffix || undefined,
      dob: answers.dob,
    },
    property: { ...propertyAddress, isListedForSale: answers.isListedForSale },
    income: {
      employmentType: income.employmentType,
      annualIncome: String(income.income),
      otherIncome: String(income.otherIncome),
    },
    consents: consentsOf(answers),
  };
}
