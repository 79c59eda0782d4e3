import { describe, expect, it } from 'vitest';
import {
  CONSENT_FIELDS,
  CURRENT_CONSENT_VERSIONS,
  REGISTRATION_CONSENT_TYPES,
  versionsOfGivenConsents,
} from '../../src/registration/consent-versions.ts';
import { REGISTER_PATH } from '../../src/api/endpoints/registration.ts';
import { registrationRequestSchema } from '../../src/registration/registration-request.ts';
import { messagesAtPath, messagesOf } from '../validation/issues.ts';
import { applicationAnswers, context, fullPayload, propertyAddress } from './fixtures.ts';

const OUTDATED = 'This consent text has changed. Please review it and agree again.';
const { occupancyType: _occupancy, ...homeAddress } = propertyAddress;

describe('registration request', () => {
  const schema = registrationRequestSchema(context());

  it('is the body of the register call', () => {
    expect(REGISTER_PATH).toBe('/identity/api/v1/registration/register');
  });

  it('accepts a complete payload and fills the defaults', () => {
    const parsed = schema.parse({ ...fullPayload, income: { income: 90_000, employmentType: 'RETIRED' } });
    expect(parsed.income).toEqual({ income: 90_000, otherIncome: 0, employmentType: 'RETIRED' });
    expect(parsed.propertyAddress.state).toBe('TX');
  });

  it('refuses unknown fields at every level', () => {
    expect(schema.safeParse({ ...fullPayload, isAdmin: true }).success).toBe(false);
    expect(schema.safeParse({ ...fullPayload, name: { ...fullPayload.name, title: 'Dr' } }).success).toBe(
      false,
    );
    expect(schema.safeParse({ ...fullPayload, consentVersions: { OTHER: '1' } }).success).toBe(false);
  });

  it('refuses hostile sizes', () => {
    expect(messagesAtPath(schema, { ...fullPayload, dob: 'x'.repeat(10_000) }, 'dob')).toEqual([
      'Invalid date',
    ]);
    expect(messagesAtPath(schema, { ...fullPayload, password: 'Aa1!'.repeat(100) }, 'password')).toEqual([
      'Cannot be more than 256 characters',
    ]);
    expect(
      schema.safeParse({ ...fullPayload, consentVersions: { SOFT_CREDIT: 'v'.repeat(33) } }).success,
    ).toBe(false);
  });

  it('applies the same rules as the screens', () => {
    const broken = {
      ...fullPayload,
      propertyAddress: { ...propertyAddress, occupancyType: undefined },
      isListedForSale: undefined,
      income: { income: 10, employmentType: 'UNEMPLOYED' },
      name: { firstName: 'A', lastName: 'Lee' },
      email: 'nope',
      phoneNumber: '1 555 555 5555',
      confirmPassword: 'other',
      termPrivacyConsent: false,
    };
    const result = schema.safeParse(broken);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual(
      expect.arrayContaining([
        ['propertyAddress.occupancyType', 'Please select an occupancy type'],
        ['isListedForSale', 'Required'],
        ['income.employmentType', "We apologize. At this time, we don't lend to unemployed borrowers."],
        ['income.lowIncomeConfirmed', 'Confirm that you have entered annual pre-tax income'],
        ['name.firstName', 'First name must be at least 2 characters long'],
        ['email', 'Please enter a valid email address'],
        ['phoneNumber', 'Country code 1 is not needed'],
        ['confirmPassword', "Passwords don't match"],
        ['termPrivacyConsent', 'Required'],
      ]),
    );
  });

  it("judges age by the payload's own property state and the product mode", () => {
    const alabama = {
      ...fullPayload,
      propertyAddress: { ...propertyAddress, state: 'AL' },
      dob: '2008-01-01',
    };
    expect(messagesAtPath(schema, alabama, 'dob')).toEqual(['Must be at least 19 years old']);
    expect(messagesOf(schema, { ...alabama, dob: '2007-11-23' })).toEqual([]);
    expect(
      messagesAtPath(registrationRequestSchema(context({ specialProductMode: true })), fullPayload, 'dob'),
    ).toEqual(['Must be 62 years or older to apply for a loan']);
    expect(messagesAtPath(schema, { ...fullPayload, dob: '01/31/1980' }, 'dob')).toEqual(['Invalid date']);
    expect(messagesAtPath(schema, { ...fullPayload, dob: undefined }, 'dob')).toEqual([
      'Date of birth is required',
    ]);
  });

  it('needs the home address exactly when the property is not the primary residence', () => {
    const secondary = { ...fullPayload, propertyAddress: { ...propertyAddress, occupancyType: 'SECONDARY' } };
    expect(messagesAtPath(schema, secondary, 'homeAddress')).toEqual(['Required']);
    expect(messagesOf(schema, { ...secondary, homeAddress })).toEqual([]);
    expect(messagesAtPath(schema, { ...fullPayload, homeAddress }, 'homeAddress')).toEqual([
      'Only needed when the property is not your primary residence',
    ]);
  });

  it('applies the New York, FCRA and referral rules to the property state', () => {
    const ny = { ...fullPayload, propertyAddress: { ...propertyAddress, state: 'NY' } };
    expect(
      messagesAtPath(registrationRequestSchema(context({ nyFcraFlag: true })), ny, 'nyFcraConsent'),
    ).toEqual(['Required']);
    const withFcra = {
      ...ny,
      nyFcraConsent: true,
      consentVersions: { ...ny.consentVersions, NY_FCRA: CURRENT_CONSENT_VERSIONS.NY_FCRA },
    };
    expect(messagesOf(registrationRequestSchema(context({ nyFcraFlag: true })), withFcra)).toEqual([]);
    expect(
      messagesAtPath(
        registrationRequestSchema(context({ regulatorReview: true })),
        ny,
        'propertyAddress.state',
      ),
    ).toHaveLength(1);
    const referral = context({ referral: { enforce: true, licensedStates: ['NY'] } });
    expect(messagesAtPath(registrationRequestSchema(referral), fullPayload, 'propertyAddress.state')).toEqual(
      [
        'We are unable to process your application at this time. Please reach out to your referring loan officer for additional information.',
      ],
    );
  });

  it('needs the current text version of every consent given', () => {
    expect(
      messagesAtPath(schema, { ...fullPayload, consentVersions: {} }, 'consentVersions.TERMS_PRIVACY'),
    ).toEqual([OUTDATED]);
    const old = { ...fullPayload.consentVersions, SOFT_CREDIT: '2020-01-01' };
    expect(
      messagesAtPath(schema, { ...fullPayload, consentVersions: old }, 'consentVersions.SOFT_CREDIT'),
    ).toEqual([OUTDATED]);
    // A consent not given needs no version.
    expect(
      messagesAtPath(schema, { ...fullPayload, smsMarketingConsent: false }, 'consentVersions.SMS_MARKETING'),
    ).toEqual([]);
    expect(messagesOf(schema, { ...fullPayload, consentVersions: undefined })).toContain(OUTDATED);
  });

  it('names a payload field for every consent type', () => {
    expect(REGISTRATION_CONSENT_TYPES.map((type) => CONSENT_FIELDS[type])).toEqual([
      'termPrivacyConsent',
      'communicationConsent',
      'smsMarketingConsent',
      'smsTransactionalConsent',
      'softCreditConsent',
      'nyFcraConsent',
    ]);
  });

  it('takes only the application answers and the soft-credit authorisation from a signed-in visitor', () => {
    const signedIn = registrationRequestSchema(context({ authenticated: true }));
    expect(messagesAtPath(signedIn, applicationAnswers, 'softCreditConsent')).toEqual(['Required']);
    const softCredit = { softCreditConsent: true, consentVersions: { SOFT_CREDIT: '2026-11-01' } };
    expect(messagesOf(signedIn, { ...applicationAnswers, ...softCredit })).toEqual([]);
    expect(signedIn.safeParse(fullPayload).success).toBe(false);
    expect(
      messagesAtPath(
        signedIn,
        { ...applicationAnswers, ...softCredit, income: { income: 1, employmentType: 'FULL_TIME' } },
        'income.lowIncomeConfirmed',
      ),
    ).toEqual(['Confirm that you have entered annual pre-tax income']);
  });

  it("says 'Required' for each missing group", () => {
    expect(messagesAtPath(schema, {}, 'propertyAddress')).toEqual(['Required']);
    expect(messagesAtPath(schema, {}, 'income')).toEqual(['Required']);
    expect(messagesAtPath(schema, {}, 'name')).toEqual(['Required']);
  });
});

describe('versionsOfGivenConsents', () => {
  it('names the current version of each consent given, and only those', () => {
    expect(
      versionsOfGivenConsents({
        termPrivacyConsent: true,
        smsMarketingConsent: false,
        softCreditConsent: true,
      }),
    ).toEqual({
      TERMS_PRIVACY: CURRENT_CONSENT_VERSIONS.TERMS_PRIVACY,
      SOFT_CREDIT: CURRENT_CONSENT_VERSIONS.SOFT_CREDIT,
    });
  });

  it('gives a payload built with it that the schema accepts', () => {
    const schema = registrationRequestSchema(context());
    const { consentVersions: _dropped, ...payload } = fullPayload;
    expect(schema.safeParse({ ...payload, consentVersions: versionsOfGivenConsents(payload) }).success).toBe(
      true,
    );
  });
});
