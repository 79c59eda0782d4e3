import { PHONE_FORMATTED_LENGTH } from '../constants/field-limits.ts';

/*
 * US numbers without the phone-number library (37 KB gzip in the browser): the only country outside registration's
 * country choice. A test keeps these rules equal to the library's for US numbers (test/validation/us-phone.test.ts).
 */

export const PHONE_REQUIRED = 'Please enter your mobile phone';
export const PHONE_INVALID = 'Please enter a valid phone number';
export const PHONE_COUNTRY_CODE_NOT_NEEDED = 'Country code 1 is not needed';
/** "(555) 555-5555". */
export const US_PHONE_MAX_LENGTH = PHONE_FORMATTED_LENGTH;
const MAX_TYPED = 2 * 19;

/** Spec 001 §5: "normalised by removing spaces, brackets and dashes". */
export function normalisePhone(value: unknown): string {
  if (typeof value !== 'string') return '';
  return value.replace(/[\s()[\]{}-]/g, '');
}

/** A North American number: ten digits, the area code not starting with 0 or 1. */
function isNanpNumber(digits: string): boolean {
  return /^[2-9]\d{9}$/.test(digits);
}

/** The first message a US phone number breaks, or undefined when it is acceptable. */
export function usPhoneProblem(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return PHONE_REQUIRED;
  if (value.length > MAX_TYPED) return PHONE_INVALID;
  const digits = normalisePhone(value);
  if (digits.startsWith('1')) return PHONE_COUNTRY_CODE_NOT_NEEDED;
  return isNanpNumber(digits) ? undefined : PHONE_INVALID;
}

/**
 * As-you-type national formatting (`5555555555` -> `(555) 555-5555`, `555` -> `(555)`). Anything that cannot become a
 * US number (a leading 0 or 1, more than ten digits, letters, a `+`) is left as typed, so the rule above names it.
 */
export function formatUsPhone(value: unknown): string {
  if (typeof value !== 'string') return '';
  const typed = value.slice(0, MAX_TYPED);
  if (!/^[\d\s().-]*$/.test(typed)) return typed;
  const digits = typed.replace(/\D/g, '');
  if (digits.length > 10 || /^[01]/.test(digits)) return digits;
  if (digits.length < 3) return digits;
  const area = `(${digits.slice(0, 3)})`;
  if (digits.length === 3) return area;
  if (digits.length <= 6) return `${area} ${digits.slice(3)}`;
  return `${area} ${digits.slice(3, 6)}-${digits.slice(6)}`;
}
