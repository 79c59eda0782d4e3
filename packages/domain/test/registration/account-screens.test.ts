import { describe, expect, it } from 'vitest';
import { phoneEmailScreenSchema } from '../../src/registration/phone-email-screen.ts';
import { needsNyFcraConsent, setPasswordScreenSchema } from '../../src/registration/set-password-screen.ts';
import { messagesAtPath, messagesOf } from '../validation/issues.ts';
import { PASSWORD, context } from './fixtures.ts';

describe('phone and email screen', () => {
  const valid = { email: 'ann@example.com', phoneNumber: '(555) 555-5555' };

  it('accepts a US mobile with optional SMS consents, country US by default', () => {
    expect(phoneEmailScreenSchema.parse({ ...valid, smsMarketingConsent: true })).toEqual({
      ...valid,
      phoneCountry: 'US',
      smsMarketingConsent: true,
    });
  });

  it.each([
    ['phoneNumber', undefined, 'Please enter your mobile phone'],
    ['phoneNumber', '', 'Please enter your mobile phone'],
    ['phoneNumber', '1 555 555 5555', 'Country code 1 is not needed'],
    ['phoneNumber', '555 5555', 'Please enter a valid phone number'],
    ['phoneNumber', '5'.repeat(41), 'Please enter your mobile phone'],
    ['email', '', 'Please enter your email'],
    ['email', 'ann', 'Please enter a valid email address'],
    ['phoneCountry', 'XX', 'Please select a country'],
  ])('%s %j -> %s', (field, value, message) => {
    expect(messagesAtPath(phoneEmailScreenSchema, { ...valid, [field]: value }, field)).toEqual([message]);
  });

  it('validates other countries by their own format', () => {
    expect(
      messagesOf(phoneEmailScreenSchema, { ...valid, phoneCountry: 'GB', phoneNumber: '07400 123456' }),
    ).toEqual([]);
    expect(
      messagesOf(phoneEmailScreenSchema, { ...valid, phoneCountry: 'GB', phoneNumber: '0740 12' }),
    ).toEqual(['Please enter a valid phone number']);
  });
});

describe('set password screen', () => {
  const valid = {
    password: PASSWORD,
    confirmPassword: PASSWORD,
    termPrivacyConsent: true,
    communicationConsent: true,
    softCreditConsent: true,
  };
  const schema = setPasswordScreenSchema(context());

  it('accepts a strong matching password with the consents', () => {
    expect(messagesOf(schema, valid)).toEqual([]);
  });

  it.each(['termPrivacyConsent', 'communicationConsent', 'softCreditConsent'])(
    "requires %s ('Required')",
    (field) => {
      expect(messagesAtPath(schema, { ...valid, [field]: false }, field)).toEqual(['Required']);
    },
  );

  it("reports a mismatch on confirmPassword and a weak password's rules", () => {
    expect(messagesAtPath(schema, { ...valid, confirmPassword: 'other' }, 'confirmPassword')).toEqual([
      "Passwords don't match",
    ]);
    expect(
      messagesAtPath(schema, { ...valid, password: 'short', confirmPassword: 'short' }, 'password'),
    ).toContain('Password is not strong enough');
  });

  it('needs the NY FCRA consent for a New York property when its flag is on', () => {
    const ny = setPasswordScreenSchema(context({ nyFcraFlag: true, propertyState: 'NY' }));
    expect(messagesAtPath(ny, valid, 'nyFcraConsent')).toEqual(['Required']);
    expect(messagesOf(ny, { ...valid, nyFcraConsent: true })).toEqual([]);
    expect(messagesOf(setPasswordScreenSchema(context({ propertyState: 'NY' })), valid)).toEqual([]);
    expect(needsNyFcraConsent('ny', { nyFcraFlag: true })).toBe(true);
    expect(needsNyFcraConsent('NJ', { nyFcraFlag: true })).toBe(false);
  });
});
