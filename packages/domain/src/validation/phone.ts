import { AsYouType, getExampleNumber, parsePhoneNumberFromString } from 'libphonenumber-js/min';
import type { CountryCode } from 'libphonenumber-js/min';
import examples from 'libphonenumber-js/mobile/examples';
import * as z from 'zod/mini';
import { DEFAULT_COUNTRY, PHONE_MAX_LENGTH_DEFAULT } from '../constants/field-limits.ts';
import { isPhoneCountry } from './phone-countries.ts';
import {
  PHONE_COUNTRY_CODE_NOT_NEEDED,
  PHONE_INVALID,
  PHONE_REQUIRED,
  formatUsPhone,
  normalisePhone,
  usPhoneProblem,
} from './us-phone.ts';

export { PHONE_COUNTRY_CODE_NOT_NEEDED, PHONE_INVALID, PHONE_REQUIRED, normalisePhone };

function countryOf(country: unknown): CountryCode {
  return isPhoneCountry(country) ? country : (DEFAULT_COUNTRY as CountryCode);
}

/** The first message a phone number breaks for `country` (default US), or undefined when it is acceptable. */
export function phoneProblem(value: unknown, country: unknown = DEFAULT_COUNTRY): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return PHONE_REQUIRED;
  const code = countryOf(country);
  if (code === 'US') return usPhoneProblem(value);
  if (value.length > PHONE_MAX_LENGTH_DEFAULT * 2) return PHONE_INVALID;
  const digits = normalisePhone(value);
  return parsePhoneNumberFromString(digits, code)?.isValid() ? undefined : PHONE_INVALID;
}

/** As-you-type national formatting for the input (`5555555555` -> `(555) 555-5555` in the US). */
export function formatPhoneNational(value: unknown, country: unknown = DEFAULT_COUNTRY): string {
  if (typeof value !== 'string') return '';
  const code = countryOf(country);
  if (code === 'US') return formatUsPhone(value);
  return new AsYouType(code).input(value.slice(0, PHONE_MAX_LENGTH_DEFAULT * 2));
}

/** Input maxLength: the length of the country's mobile example in national format (US 14); 19 when unknown. */
export function phoneMaxLength(country: unknown = DEFAULT_COUNTRY): number {
  if (!isPhoneCountry(country)) return PHONE_MAX_LENGTH_DEFAULT;
  const example = getExampleNumber(country, examples);
  return example ? example.formatNational().length : PHONE_MAX_LENGTH_DEFAULT;
}

/** A phone number for `country` (default US); the output is the normalised number. */
export function phoneSchema(country: unknown = DEFAULT_COUNTRY) {
  return z.pipe(
    z.string({ error: PHONE_REQUIRED }).check(
      z.superRefine((value, ctx) => {
        const message = phoneProblem(value, country);
        if (message) ctx.addIssue({ code: 'custom', message });
      }),
    ),
    z.transform((value: string) => normalisePhone(value)),
  );
}
