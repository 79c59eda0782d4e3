import { describe, expect, it } from 'vitest';
import { addressSchema, isValidStreet, stateSchema } from '../../src/validation/address.ts';
import { consentsSchema } from '../../src/validation/consents.ts';
import { US_STATE_CODES, isUsStateCode } from '../../src/validation/us-states.ts';
import { messagesAtPath, messagesOf } from './issues.ts';

const NOT_AVAILABLE =
  "We're not yet available in your state or aren't currently lending in your area but are working hard to make it happen.";
const valid = { street1: '1 Main St', street2: 'Apt 2', city: 'New York', state: 'NY', zip: '10001' };
const open = addressSchema({ regulatorReview: false });

describe('address', () => {
  it.each([
    ['street1', undefined, 'Street address is required'],
    ['street1', '', 'Street address is required'],
    ['street1', 'A1', 'Please enter a valid property address'],
    ['street1', 'Broadway', 'Please enter a valid property address'],
    ['street1', `1 ${'a'.repeat(130)}`, 'Cannot be more than 128 characters'],
    ['city', '', 'Please enter a valid city name'],
    ['city', 'St. Louis', 'Please enter a valid city name'],
    ['city', 'Area 51', 'Please enter a valid city name'],
    ['state', 'N', 'State must be two characters in length'],
    ['state', 'NYC', 'State must be two characters in length'],
    ['state', 'N1', 'State must be two characters in length'],
    ['state', 'XX', 'Please enter a valid state'],
    ['zip', '1000', 'Please enter a valid zipcode'],
    ['zip', '10001-1234', 'Please enter a valid zipcode'],
    ['zip', 'abcde', 'Please enter a valid zipcode'],
  ])('%s %j -> %s', (field, value, message) => {
    expect(messagesAtPath(open, { ...valid, [field]: value }, field)).toEqual([message]);
  });

  it('accepts a valid address and upper-cases the state', () => {
    expect(open.parse({ ...valid, state: 'ny', street2: undefined })).toEqual({
      ...valid,
      street2: undefined,
    });
  });

  it('refuses New York under regulator review, and only then', () => {
    const review = addressSchema({ regulatorReview: true });
    expect(messagesAtPath(review, valid, 'state')).toEqual([NOT_AVAILABLE]);
    expect(messagesOf(review, { ...valid, state: 'NJ' })).toEqual([]);
    expect(messagesOf(open, valid)).toEqual([]);
  });

  it('treats a street as valid only with 3+ characters and two words', () => {
    expect(isValidStreet('1 A')).toBe(true);
    expect(isValidStreet('  ')).toBe(false);
    expect(isValidStreet('12')).toBe(false);
    expect(isValidStreet(12)).toBe(false);
  });

  it('knows the 50 states and DC', () => {
    expect(US_STATE_CODES).toHaveLength(51);
    expect(isUsStateCode('DC')).toBe(true);
    expect(isUsStateCode('PR')).toBe(false);
    expect(stateSchema.parse('dc')).toBe('DC');
  });
});

describe('consents', () => {
  it('requires terms/privacy and communication to be true; SMS consents are optional', () => {
    expect(messagesOf(consentsSchema, { termPrivacyConsent: true, communicationConsent: true })).toEqual([]);
    expect(
      messagesAtPath(
        consentsSchema,
        { termPrivacyConsent: false, communicationConsent: true },
        'termPrivacyConsent',
      ),
    ).toEqual(['Required']);
    expect(messagesAtPath(consentsSchema, { termPrivacyConsent: true }, 'communicationConsent')).toEqual([
      'Required',
    ]);
    expect(
      messagesOf(consentsSchema, {
        termPrivacyConsent: true,
        communicationConsent: true,
        smsMarketingConsent: false,
        smsTransactionalConsent: 'yes',
      }),
    ).toHaveLength(1);
  });
});
