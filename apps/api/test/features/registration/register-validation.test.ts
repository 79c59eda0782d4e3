import { apiErrorSchema } from '@lintel/domain/api/api-error';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock, register, validRegistration } from '../identity/identity-test-kit.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { property, rowCounts } from './registration-kit.ts';

let t: TestApp;
let before: Record<string, number>;
beforeAll(async () => {
  t = await createTestApp({ clock: manualClock(new Date('2026-11-23T10:00:00Z')) });
  before = await rowCounts(t.db);
});
afterAll(() => t.close());

const tx = property('TX');
const income = { income: 95_000, otherIncome: 0, employmentType: 'FULL_TIME' };
const name = { firstName: 'Test', middleName: '', lastName: 'Borrower', suffix: '' };
const home = { street1: '233 Wacker Dr', street2: '', city: 'Chicago', state: 'IL', zip: '60606' };
const { occupancyType: _occupancy, ...noOccupancy } = tx;

/** [what is wrong, fields replaced in a valid payload, the field the message sits on, the spec's message]. */
const CASES: [string, Record<string, unknown>, string, string][] = [
  [
    'street missing',
    { propertyAddress: { ...tx, street1: '' } },
    'propertyAddress.street1',
    'Street address is required',
  ],
  [
    'street one word',
    { propertyAddress: { ...tx, street1: 'Main' } },
    'propertyAddress.street1',
    'Please enter a valid property address',
  ],
  [
    'city with digits',
    { propertyAddress: { ...tx, city: '123' } },
    'propertyAddress.city',
    'Please enter a valid city name',
  ],
  [
    'state too long',
    { propertyAddress: { ...tx, state: 'TEX' } },
    'propertyAddress.state',
    'State must be two characters in length',
  ],
  [
    'state unknown',
    { propertyAddress: { ...tx, state: 'ZZ' } },
    'propertyAddress.state',
    'Please enter a valid state',
  ],
  [
    'zip short',
    { propertyAddress: { ...tx, zip: '787' } },
    'propertyAddress.zip',
    'Please enter a valid zipcode',
  ],
  [
    'street2 too long',
    { propertyAddress: { ...tx, street2: 'x'.repeat(500) } },
    'propertyAddress.street2',
    'Cannot be more than 128 characters',
  ],
  [
    'occupancy missing',
    { propertyAddress: noOccupancy },
    'propertyAddress.occupancyType',
    'Please select an occupancy type',
  ],
  ['property missing', { propertyAddress: undefined }, 'propertyAddress', 'Required'],
  [
    'home address missing',
    { propertyAddress: { ...tx, occupancyType: 'INVESTMENT' } },
    'homeAddress',
    'Required',
  ],
  [
    'home address not needed',
    { homeAddress: home },
    'homeAddress',
    'Only needed when the property is not your primary residence',
  ],
  ['for-sale missing', { isListedForSale: undefined }, 'isListedForSale', 'Required'],
  ['income negative', { income: { ...income, income: -1 } }, 'income.income', 'Must be at least $0'],
  [
    'income not a number',
    { income: { ...income, income: 'lots' } },
    'income.income',
    'Enter your annual income as a number, like 85000',
  ],
  [
    'income too high',
    { income: { ...income, income: 10_000_000 } },
    'income.income',
    'Must be less than $10,000,000',
  ],
  [
    'other income negative',
    { income: { ...income, otherIncome: -5 } },
    'income.otherIncome',
    'Must be at least $0',
  ],
  [
    'income source missing',
    { income: { income: 95_000 } },
    'income.employmentType',
    'Please select a primary source of income.',
  ],
  [
    'unemployed',
    { income: { ...income, employmentType: 'UNEMPLOYED' } },
    'income.employmentType',
    "We apologize. At this time, we don't lend to unemployed borrowers.",
  ],
  [
    'low income unconfirmed',
    { income: { ...income, income: 12_000 } },
    'income.lowIncomeConfirmed',
    'Confirm that you have entered annual pre-tax income',
  ],
  [
    'first name missing',
    { name: { ...name, firstName: '' } },
    'name.firstName',
    'Please enter the first name',
  ],
  [
    'first name short',
    { name: { ...name, firstName: 'A' } },
    'name.firstName',
    'First name must be at least 2 characters long',
  ],
  [
    'first name markup',
    { name: { ...name, firstName: '<script>' } },
    'name.firstName',
    'Some of the characters entered are not supported.',
  ],
  ['last name missing', { name: { ...name, lastName: '' } }, 'name.lastName', 'Last name is required'],
  [
    'last name short',
    { name: { ...name, lastName: 'B' } },
    'name.lastName',
    'Last name must be at least 2 characters long',
  ],
  [
    'suffix unknown',
    { name: { ...name, suffix: 'ESQ' } },
    'name.suffix',
    'Some of the characters entered are not supported.',
  ],
  ['birth date missing', { dob: undefined }, 'dob', 'Date of birth is required'],
  ['birth date impossible', { dob: '1980-13-45' }, 'dob', 'Invalid date'],
  ['birth date huge', { dob: '1'.repeat(10_000) }, 'dob', 'Invalid date'],
  ['under 18', { dob: '2010-01-01' }, 'dob', 'Must be at least 18 years old'],
  [
    '18 in Alabama',
    {
      dob: '2008-01-01',
      propertyAddress: { ...tx, street1: '1 Government St', city: 'Mobile', state: 'AL', zip: '36602' },
    },
    'dob',
    'Must be at least 19 years old',
  ],
  ['email missing', { email: '' }, 'email', 'Please enter your email'],
  ['email invalid', { email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
  ['phone missing', { phoneNumber: '' }, 'phoneNumber', 'Please enter your mobile phone'],
  ['phone short', { phoneNumber: '512 555' }, 'phoneNumber', 'Please enter a valid phone number'],
  [
    'phone with country code',
    { phoneNumber: '1 512 555 0199' },
    'phoneNumber',
    'Country code 1 is not needed',
  ],
  ['phone country unknown', { phoneCountry: 'XX' }, 'phoneCountry', 'Please select a country'],
  [
    'password short',
    { password: 'Sh0rt!', confirmPassword: 'Sh0rt!' },
    'password',
    'Must be at least 12 characters long',
  ],
  [
    'password weak',
    { password: 'aaaaaaaaaaaaaa', confirmPassword: 'aaaaaaaaaaaaaa' },
    'password',
    'Password is not strong enough',
  ],
  ['passwords differ', { confirmPassword: 'Strong-Pass-2027!' }, 'confirmPassword', "Passwords don't match"],
  ['terms not agreed', { termPrivacyConsent: false }, 'termPrivacyConsent', 'Required'],
  ['communication not agreed', { communicationConsent: false }, 'communicationConsent', 'Required'],
  ['soft credit not authorised', { softCreditConsent: undefined }, 'softCreditConsent', 'Required'],
  [
    'old consent text',
    {
      consentVersions: {
        TERMS_PRIVACY: '2026-11-01',
        COMMUNICATION: '2026-11-01',
        SMS_TRANSACTIONAL: '2026-11-01',
        SOFT_CREDIT: '2025-01-01',
      },
    },
    'consentVersions.SOFT_CREDIT',
    'This consent text has changed. Please review it and agree again.',
  ],
];

describe('POST /identity/api/v1/registration/register refuses bad input', () => {
  it.each(CASES)('%s: 400 on %s', async (_what, overrides, field, message) => {
    const response = await register(t.app, validRegistration(overrides));
    expect(response.statusCode).toBe(400);
    const { errors } = apiErrorSchema.parse(response.json());
    expect(errors).toContainEqual({ field, message });
  });

  it('lists every problem of one submit, each on its field', async () => {
    const response = await register(
      t.app,
      validRegistration({
        propertyAddress: { ...tx, zip: 'x' },
        income: { ...income, employmentType: 'UNEMPLOYED' },
        email: 'nope',
        confirmPassword: 'other',
        termPrivacyConsent: false,
      }),
    );
    expect(response.statusCode).toBe(400);
    const fields = apiErrorSchema.parse(response.json()).errors.map((e) => e.field);
    expect(fields).toEqual(
      expect.arrayContaining([
        'propertyAddress.zip',
        'income.employmentType',
        'email',
        'confirmPassword',
        'termPrivacyConsent',
      ]),
    );
  });

  it('refuses unknown fields, at the top and inside groups', async () => {
    const top = await register(t.app, validRegistration({ isAdmin: true }));
    expect(top.statusCode).toBe(400);
    expect(top.body).toContain('isAdmin');
    const nested = await register(t.app, validRegistration({ name: { ...name, title: 'Dr' } }));
    expect(nested.statusCode).toBe(400);
    expect(apiErrorSchema.parse(nested.json()).errors[0]?.field).toBe('name');
  });

  it('answers hostile bodies with 4xx, never 500', async () => {
    const inject = (payload: string, contentType = 'application/json') =>
      t.app.inject({
        method: 'POST',
        url: '/identity/api/v1/registration/register',
        headers: { 'x-org': 'lintel', 'content-type': contentType },
        payload,
      });
    const answers = await Promise.all([
      inject('[]'),
      inject('"text"'),
      inject('{"email": '),
      inject('{"__proto__": {"isAdmin": true}}'),
      inject('{"constructor": {"prototype": {"x": 1}}}'),
      inject('email=a@b.c', 'application/x-www-form-urlencoded'),
      inject(JSON.stringify(validRegistration({ income: { ...income, income: 1e308 } }))),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode).toBeLessThan(500);
      expect(apiErrorSchema.safeParse(answer.json()).success).toBe(true);
    }
  });

  it('answers 413 to an oversized body', async () => {
    const response = await register(t.app, validRegistration({ filler: 'x'.repeat(70 * 1024) }));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ errors: [{ message: 'The request body is too large' }] });
  });

  it('refuses a malformed Idempotency-Key', async () => {
    const response = await register(t.app, validRegistration(), {
      headers: { 'idempotency-key': 'k'.repeat(129) },
    });
    expect(response.statusCode).toBe(400);
  });

  it('wrote nothing for any refused submit', async () => {
    expect(await rowCounts(t.db)).toEqual(before);
  });
});
