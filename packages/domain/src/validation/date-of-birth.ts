import { format as formatDate, isValid, parse } from 'date-fns';
import * as z from 'zod/mini';
import {
  ALABAMA_STATE_CODE,
  MIN_AGE,
  MIN_AGE_AGE_RESTRICTED,
  MIN_AGE_ALABAMA,
  MIN_BIRTH_YEAR,
} from '../constants/eligibility.ts';
import { ageOn } from './calendar-age.ts';

/** How a date of birth is shown and typed (spec 001 §5). */
export const DOB_DISPLAY_FORMAT = 'MM/dd/yyyy';
/** How a date of birth travels in payloads and is stored. */
export const DOB_DATA_FORMAT = 'yyyy-MM-dd';
/** Longest text worth parsing: anything longer is not a date in either format. */
const DOB_MAX_TEXT = 32;

export const DOB_REQUIRED = 'Date of birth is required';
export const DOB_INVALID = 'Invalid date';
export const DOB_AGE_RESTRICTED_MESSAGE = 'Must be 62 years or older to apply for a loan';

export function minimumAgeMessage(age: number): string {
  return `Must be at least ${age} years old`;
}

export interface MinimumAgeContext {
  propertyState?: string | undefined;
  specialProductMode?: boolean | undefined;
}

/** 18, 19 for an Alabama property, 62 in the special (age-restricted) product mode; the strictest applies. */
export function minimumAge({ propertyState, specialProductMode }: MinimumAgeContext): number {
  if (specialProductMode) return MIN_AGE_AGE_RESTRICTED;
  return propertyState?.toUpperCase() === ALABAMA_STATE_CODE ? MIN_AGE_ALABAMA : MIN_AGE;
}

export interface DateOfBirthOptions extends MinimumAgeContext {
  /** The day age is measured on; injected so tests (and the server's clock) decide it. */
  today: Date;
  /** Format of string input; default the data format. */
  format?: string;
  minYear?: number;
}

/** A calendar date from a Date or a string in `format`; undefined when it is not a real date. */
export function parseDateOfBirth(value: unknown, format: string = DOB_DATA_FORMAT): Date | undefined {
  if (value instanceof Date) return isValid(value) ? value : undefined;
  if (typeof value !== 'string' || value.length > DOB_MAX_TEXT) return undefined;
  try {
    const parsed = parse(value.trim(), format, new Date(2000, 0, 1));
    return isValid(parsed) ? parsed : undefined;
  } catch {
    // date-fns throws on a malformed format string; a validator answers instead.
    return undefined;
  }
}

/** The first message a date of birth breaks, or undefined when it is acceptable. */
export function dateOfBirthProblem(value: unknown, options: DateOfBirthOptions): string | undefined {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === ''))
    return DOB_REQUIRED;
  const date = parseDateOfBirth(value, options.format);
  if (!date || date.getFullYear() < (options.minYear ?? MIN_BIRTH_YEAR)) return DOB_INVALID;
  const required = minimumAge(options);
  if (ageOn(date, options.today) >= required) return undefined;
  return options.specialProductMode ? DOB_AGE_RESTRICTED_MESSAGE : minimumAgeMessage(required);
}

/**
 * A date of birth as a Date or a `format` string; its output is always the data format (`yyyy-MM-dd`), so the
 * registration screen (typed as MM/dd/yyyy) and the payload (yyyy-MM-dd) share one rule.
 */
export function dateOfBirthSchema(options: DateOfBirthOptions) {
  return z.pipe(
    z
      .union([z.string(), z.date()], {
        error: (issue) => (issue.input === undefined || issue.input === null ? DOB_REQUIRED : DOB_INVALID),
      })
      .check(
        z.superRefine((value, ctx) => {
          const message = dateOfBirthProblem(value, options);
          if (message) ctx.addIssue({ code: 'custom', message });
        }),
      ),
    z.transform((value: string | Date) => {
      const date = parseDateOfBirth(value, options.format) ?? options.today;
      return formatDate(date, DOB_DATA_FORMAT);
    }),
  );
}

/** A data-format date as the display format (`1990-02-01` -> `02/01/1990`); unchanged when it does not parse. */
export function toDisplayDate(value: unknown): string {
  const date = typeof value === 'string' ? parseDateOfBirth(value, DOB_DATA_FORMAT) : undefined;
  if (date) return formatDate(date, DOB_DISPLAY_FORMAT);
  return typeof value === 'string' ? value : '';
}
