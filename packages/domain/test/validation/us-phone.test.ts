import fc from 'fast-check';
import { AsYouType } from 'libphonenumber-js/min';
import { describe, expect, it } from 'vitest';
import { PHONE_FORMATTED_LENGTH } from '../../src/constants/field-limits.ts';
import { PHONE_INVALID, formatUsPhone, normalisePhone, usPhoneProblem } from '../../src/validation/us-phone.ts';

// The rules as they were with the phone-number library for US numbers (before decision 205).
function libraryProblem(value: string): string | undefined {
  if (value.trim() === '') return 'Please enter your mobile phone';
  if (value.length > 38) return 'Please enter a valid phone number';
  const digits = normalisePhone(value);
  if (digits.startsWith('1')) return 'Country code 1 is not needed';
  if (!/^\d+$/.test(digits) || new AsYouType('US').input(digits).length !== PHONE_FORMATTED_LENGTH)
    return 'Please enter a valid phone number';
  return undefined;
}

const phoneLike = fc.stringMatching(/^[0-9 ()+-]{0,16}$/);
const tenDigits = fc.stringMatching(/^\d{10}$/);

describe('US phone numbers without the phone-number library (decision 205)', () => {
  it('gives the message the library-based rule gave, for any typed value', () => {
    fc.assert(
      fc.property(fc.oneof(phoneLike, tenDigits, fc.string({ maxLength: 40 })), (value) => {
        // One known difference: the library read a leading 011 (the international call prefix) as dialing abroad and
        // its formatting sometimes came to 14 characters, so the old rule let "011 951 0000" through. Not a US number.
        if (normalisePhone(value).startsWith('011')) expect(usPhoneProblem(value)).toBe(PHONE_INVALID);
        else expect(usPhoneProblem(value)).toBe(libraryProblem(value));
      }),
      { numRuns: 3000 },
    );
  });

  it('formats a number being typed as the library did', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[2-9]\d{0,9}$/), (digits) => {
        // The library formats a 310 prefix as a seven-digit local number ("310-4043") until the eighth digit; ours
        // shows the area code from the start. Complete numbers agree.
        if (digits.startsWith('310') && digits.length < 8) return;
        expect(formatUsPhone(digits)).toBe(new AsYouType('US').input(digits));
      }),
      { numRuns: 2000 },
    );
  });

  it('leaves what cannot become a US number as typed', () => {
    expect(formatUsPhone('0555555555')).toBe('0555555555');
    expect(formatUsPhone('55555555555')).toBe('55555555555');
    expect(formatUsPhone('+1 202')).toBe('+1 202');
    expect(formatUsPhone('(202) 555-0123')).toBe('(202) 555-0123');
    expect(formatUsPhone(7)).toBe('');
    expect(formatUsPhone('310')).toBe('(310)');
    expect(usPhoneProblem('0119510000')).toBe(PHONE_INVALID);
  });
});
