import { getCountries, getCountryCallingCode } from 'libphonenumber-js/min';
import type { CountryCode } from 'libphonenumber-js/min';

/** Spec 001 §3 "Country entry" for the phone country selector (flagPosition is the web app's sprite concern). */
export interface PhoneCountry {
  country: string;
  countryCode: CountryCode;
  callingCode: string;
}

const SUPPORTED = new Set<string>(getCountries());

export function isPhoneCountry(value: unknown): value is CountryCode {
  return typeof value === 'string' && SUPPORTED.has(value);
}

/**
 * A short list rather than all ~240 regions: borrowers are US homeowners, a few live abroad (decision 033). US first,
 * it is the default.
 */
const SELECTOR_COUNTRIES: readonly [CountryCode, string][] = [
  ['US', 'United States'],
  ['CA', 'Canada'],
  ['MX', 'Mexico'],
  ['GB', 'United Kingdom'],
  ['DE', 'Germany'],
  ['FR', 'France'],
  ['ES', 'Spain'],
  ['IT', 'Italy'],
  ['IN', 'India'],
  ['PH', 'Philippines'],
  ['CN', 'China'],
  ['JP', 'Japan'],
  ['KR', 'South Korea'],
  ['AU', 'Australia'],
  ['BR', 'Brazil'],
  ['IL', 'Israel'],
];

export const PHONE_COUNTRIES: readonly PhoneCountry[] = SELECTOR_COUNTRIES.map(([countryCode, country]) => ({
  country,
  countryCode,
  callingCode: `+${getCountryCallingCode(countryCode)}`,
}));
