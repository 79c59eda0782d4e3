import * as z from 'zod/mini';

/** Spec 001 §5 "Identifier check": 8-4-4-4-12 hexadecimal, any version (ids from older systems are not RFC 4122). */
export const IDENTIFIER_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const IDENTIFIER_INVALID = 'Invalid identifier';

export function isIdentifier(value: unknown): value is string {
  return typeof value === 'string' && IDENTIFIER_PATTERN.test(value);
}

export const identifierSchema = z
  .string({ error: IDENTIFIER_INVALID })
  .check(z.regex(IDENTIFIER_PATTERN, IDENTIFIER_INVALID));
