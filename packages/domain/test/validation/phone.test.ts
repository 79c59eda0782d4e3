import { describe, expect, it } from 'vitest';
import {
  formatPhoneNational,
  normalisePhone,
  phoneMaxLength,
  phoneProblem,
  phoneSchema,
} from '../../src/validation/phone.ts';
import { PHONE_COUNTRIES, isPhoneCountry } from '../../src/validation/phone-countries.ts';
import { messagesOf } from './issues.ts';

describe('US phone', () => {
  it.each([
    [undefined, 'Please enter your mobile phone'],
    ['', 'Please enter your mobile phone'],
    ['  ', 'Please enter your mobile phone'],
    ['555-5555', 'Please enter a valid phone number'],
    ['(555) 555-55555', 'Please enter a valid phone number'],
    ['555.555.5555', 'Please enter a valid phone number'],
    ['+1 555 555 5555', 'Please enter a valid phone number'],
    ['1 (555) 555-5555', 'Country code 1 is not needed'],
    ['9'.repeat(50), 'Please enter a valid phone number'],
  ])('%j -> %s', (input, message) => {
    expect(messagesOf(phoneSchema(), input)).toEqual([message]);
  });

  it.each(['(555) 555-5555', '555 555 5555', '555-555-5555', '5555555555'])(
    'accepts %s as 5555555555',
    (input) => {
      expect(phoneSchema('US').parse(input)).toBe('5555555555');
    },
  );

  it('removes spaces, brackets and dashes only', () => {
    expect(normalisePhone(' (555) 555-5555 ')).toBe('5555555555');
    expect(normalisePhone('+44.20')).toBe('+44.20');
    expect(normalisePhone(5)).toBe('');
    expect(formatPhoneNational(null)).toBe('');
  });
});

describe('other countries', () => {
  it('validates through the country metadata', () => {
    expect(phoneProblem('07400 123456', 'GB')).toBeUndefined();
    expect(phoneProblem('0740', 'GB')).toBe('Please enter a valid phone number');
    expect(phoneProblem('1 (555) 555-5555', 'CA')).toBe('Please enter a valid phone number');
  });

  it('treats an unknown country as the default, US', () => {
    expect(phoneProblem('(555) 555-5555', 'XX')).toBeUndefined();
    expect(phoneProblem('1 (555) 555-5555', 42)).toBe('Country code 1 is not needed');
  });
});

describe('formatting helpers', () => {
  it('formats as the user types', () => {
    expect(formatPhoneNational('555')).toBe('(555)');
    expect(formatPhoneNational('555555')).toBe('(555) 555');
    expect(formatPhoneNational('5555555555')).toBe('(555) 555-5555');
    expect(formatPhoneNational('5555555555', 'US')).toHaveLength(14);
  });

  it('gives the maximum input length by country, 19 when unknown', () => {
    expect(phoneMaxLength()).toBe(14);
    expect(phoneMaxLength('GB')).toBe('07400 123456'.length);
    expect(phoneMaxLength('XX')).toBe(19);
    expect(phoneMaxLength(undefined)).toBe(14);
  });

  it('lists selector countries with calling codes, US first', () => {
    expect(PHONE_COUNTRIES[0]).toEqual({ country: 'United States', countryCode: 'US', callingCode: '+1' });
    expect(PHONE_COUNTRIES.find((entry) => entry.countryCode === 'GB')?.callingCode).toBe('+44');
    expect(PHONE_COUNTRIES.every((entry) => isPhoneCountry(entry.countryCode))).toBe(true);
    expect(isPhoneCountry('ZZ')).toBe(false);
  });
});
