import * as z from 'zod/mini';
import { requiredGroupError } from './required-group.ts';
import { atLeast, atMost, matches, notBlank, textField } from './text-rules.ts';
import { NAME_MAX_LENGTH } from '../constants/field-limits.ts';

export const FIRST_NAME_REQUIRED = 'Please enter the first name';
export const FIRST_NAME_TOO_SHORT = 'First name must be at least 2 characters long';
export const LAST_NAME_REQUIRED = 'Last name is required';
/** The spec gives no message of its own for a one-letter last name; ours mirrors the first name's. */
export const LAST_NAME_TOO_SHORT = 'Last name must be at least 2 characters long';
export const NAME_UNSUPPORTED = 'Some of the characters entered are not supported.';
export const NAME_TOO_LONG = `Cannot be more than ${NAME_MAX_LENGTH} characters`;

/** Spec 001 §3 Person.suffix; blank means none. */
export const NAME_SUFFIXES = ['', 'I', 'II', 'III', 'IV', 'V', 'JR', 'SR'] as const;
export type NameSuffix = (typeof NAME_SUFFIXES)[number];

/** The typographic apostrophe (U+2019) phones and word processors put in "O’Brien"; stored as the plain one. */
const TYPOGRAPHIC_APOSTROPHE = /\u2019/g;
export function normaliseApostrophes(value: string): string {
  return value.replace(TYPOGRAPHIC_APOSTROPHE, "'");
}

// Letters of any alphabet (accented names are real names), hyphen, space, apostrophes (O'Brien, O’Brien, 't Hooft)
// and periods (St. John): decision 165 widens spec 001 §5's letters-hyphen-space rule. At least one letter.
const FIRST_NAME = /^[\p{L} '\u2019.-]+$/u;
// Up to three parts of letters joined by one space, hyphen or apostrophe, then an optional period ("Mary-Jo", "J.").
const MIDDLE_NAME = /^\p{L}+(?:[ '\u2019-]\p{L}+){0,2}\.?$/u;
const LAST_NAME = FIRST_NAME;
const LAST_NAME_WITH_DIGITS = /^[\p{L}\d '\u2019.-]+$/u;
const HAS_LETTER = /\p{L}/u;
const hasLetterOrDigit = (value: string) => HAS_LETTER.test(value) || /\d/.test(value);

export const firstNameSchema = textField(
  FIRST_NAME_REQUIRED,
  [
    [notBlank, FIRST_NAME_REQUIRED],
    [atMost(NAME_MAX_LENGTH), NAME_TOO_LONG],
    [matches(FIRST_NAME), NAME_UNSUPPORTED],
    [matches(HAS_LETTER), NAME_UNSUPPORTED],
    [atLeast(2), FIRST_NAME_TOO_SHORT],
  ],
  { normalise: normaliseApostrophes },
);

export const middleNameSchema = z.optional(
  textField(
    NAME_UNSUPPORTED,
    [
      [atMost(NAME_MAX_LENGTH), NAME_TOO_LONG],
      [(value) => value === '' || MIDDLE_NAME.test(value), NAME_UNSUPPORTED],
    ],
    { normalise: normaliseApostrophes },
  ),
);

/** Digits are allowed outside production so testers can tell their many "Smith 2" borrowers apart. */
export function lastNameSchema({ isProduction }: { isProduction: boolean }) {
  return textField(
    LAST_NAME_REQUIRED,
    [
      [notBlank, LAST_NAME_REQUIRED],
      [atMost(NAME_MAX_LENGTH), NAME_TOO_LONG],
      [matches(isProduction ? LAST_NAME : LAST_NAME_WITH_DIGITS), NAME_UNSUPPORTED],
      [isProduction ? matches(HAS_LETTER) : hasLetterOrDigit, NAME_UNSUPPORTED],
      [atLeast(2), LAST_NAME_TOO_SHORT],
    ],
    { normalise: normaliseApostrophes },
  );
}

export const suffixSchema = z.optional(z.enum(NAME_SUFFIXES, { error: NAME_UNSUPPORTED }));

/** Spec 000 §3 draft `name` (first, middle, last, suffix). */
export function personNameSchema(options: { isProduction: boolean }) {
  return z.strictObject(
    {
      firstName: firstNameSchema,
      middleName: middleNameSchema,
      lastName: lastNameSchema(options),
      suffix: suffixSchema,
    },
    { error: requiredGroupError },
  );
}
