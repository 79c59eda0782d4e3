import * as z from 'zod/mini';

/** Most characters the typeahead accepts; longer text cannot match any address line and is refused with a 400. */
export const ADDRESS_TYPEAHEAD_MAX_TEXT = 100;
/** Fewest characters worth a lookup; shorter text answers an empty list rather than half the address book. */
export const ADDRESS_TYPEAHEAD_MIN_TEXT = 2;
/** Suggestions returned per lookup, best first. */
export const ADDRESS_TYPEAHEAD_MAX_RESULTS = 8;

/** One suggested address; the same fields the registration's property address takes. */
export const addressSuggestionSchema = z.object({
  street1: z.string().check(z.minLength(1)),
  street2: z.string(),
  city: z.string().check(z.minLength(1)),
  state: z.string().check(z.length(2)),
  zip: z.string().check(z.regex(/^\d{5}$/)),
  county: z.optional(z.string()),
});
export type AddressSuggestion = z.infer<typeof addressSuggestionSchema>;

export const addressSuggestionListSchema = z
  .array(addressSuggestionSchema)
  .check(z.maxLength(ADDRESS_TYPEAHEAD_MAX_RESULTS));

function isControlCharacter(c: string): boolean {
  const code = c.charCodeAt(0);
  return code < 0x20 || code === 0x7f;
}

/** Path parameter of the typeahead: capped, printable text only. */
export const addressTypeaheadParamsSchema = z.strictObject({
  text: z.string().check(
    z.maxLength(
      ADDRESS_TYPEAHEAD_MAX_TEXT,
      `Address search text must be at most ${ADDRESS_TYPEAHEAD_MAX_TEXT} characters`,
    ),
    // Control characters never occur in an address; refusing them keeps logs and the index clean.
    z.refine(
      (t: string) => ![...t].some(isControlCharacter),
      'Address search text contains characters that are not allowed',
    ),
  ),
});

/**
 * The typeahead's path parameter as the route reads it: a wildcard rather than `:text`, since the router answers 404
 * for a named parameter over 100 characters and the typed text may itself contain a slash ("1/2 Main St"); the
 * schema gives both a readable 400 or an answer instead.
 */
export const addressTypeaheadPathSchema = z.strictObject({ '*': addressTypeaheadParamsSchema.shape.text });
