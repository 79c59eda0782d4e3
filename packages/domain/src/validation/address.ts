import * as z from 'zod/mini';
import { checkEvenWithFieldErrors } from './cross-field.ts';
import { atMost, matches, notBlank, textField } from './text-rules.ts';
import { isUsStateCode, NEW_YORK } from './us-states.ts';

export const STREET_REQUIRED = 'Street address is required';
export const STREET_INVALID = 'Please enter a valid property address';
export const CITY_INVALID = 'Please enter a valid city name';
export const STATE_LENGTH = 'State must be two characters in length';
export const STATE_INVALID = 'Please enter a valid state';
export const ZIP_INVALID = 'Please enter a valid zipcode';
export const STATE_NOT_AVAILABLE =
  "We're not yet available in your state or aren't currently lending in your area but are working hard to make it happen.";
/** Longest address line we store; longer text is not an address. */
export const ADDRESS_LINE_MAX_LENGTH = 128;
export const ADDRESS_LINE_TOO_LONG = `Cannot be more than ${ADDRESS_LINE_MAX_LENGTH} characters`;

/** At least 3 characters and more than one word ("1 Main St", not "Main"). */
export function isValidStreet(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const trimmed = value.trim();
  return trimmed.length >= 3 && /\S\s+\S/.test(trimmed);
}

export const street1Schema = textField(STREET_REQUIRED, [
  [notBlank, STREET_REQUIRED],
  [atMost(ADDRESS_LINE_MAX_LENGTH), ADDRESS_LINE_TOO_LONG],
  [isValidStreet, STREET_INVALID],
]);

export const street2Schema = z.optional(
  z.string().check(z.trim(), z.maxLength(ADDRESS_LINE_MAX_LENGTH, ADDRESS_LINE_TOO_LONG)),
);

export const citySchema = textField(CITY_INVALID, [
  [notBlank, CITY_INVALID],
  [atMost(ADDRESS_LINE_MAX_LENGTH), ADDRESS_LINE_TOO_LONG],
  [matches(/^[\p{L} ]+$/u), CITY_INVALID],
]);

/** Two letters, upper-cased, and a real state or DC. */
export const stateSchema = z.pipe(
  textField(STATE_LENGTH, [
    [matches(/^[A-Za-z]{2}$/), STATE_LENGTH],
    [(value) => isUsStateCode(value.toUpperCase()), STATE_INVALID],
  ]),
  z.transform((value: string) => value.toUpperCase()),
);

export const zipSchema = z.string({ error: ZIP_INVALID }).check(z.trim(), z.regex(/^\d{5}$/, ZIP_INVALID));

export interface AddressContext {
  /** The organisation is under regulator review: New York properties are refused. */
  regulatorReview: boolean;
}

/** Adds the regulator-review refusal on `state`; usable inside any object's superRefine. */
export function checkStateAvailable(
  state: string,
  context: AddressContext,
  ctx: z.core.$RefinementCtx,
  path: PropertyKey[],
) {
  if (context.regulatorReview && state === NEW_YORK)
    ctx.addIssue({ code: 'custom', message: STATE_NOT_AVAILABLE, path });
}

export const addressShape = {
  street1: street1Schema,
  street2: street2Schema,
  city: citySchema,
  state: stateSchema,
  zip: zipSchema,
};

/** Spec 001 §5 Address; `context.regulatorReview` refuses New York. */
export function addressSchema(context: AddressContext) {
  return z
    .strictObject(addressShape)
    .check(
      z.superRefine(
        (value, ctx) => checkStateAvailable(value.state, context, ctx, ['state']),
        checkEvenWithFieldErrors,
      ),
    );
}
