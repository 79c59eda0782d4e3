import * as z from 'zod/mini';

/** A test a value must pass, and the message when it does not. */
export type TextRule = readonly [test: (value: string) => boolean, message: string];

/** The message of the first rule the value breaks. */
export function firstBrokenRule(value: string, rules: readonly TextRule[]): string | undefined {
  return rules.find(([test]) => !test(value))?.[1];
}

/**
 * A trimmed text field that reports only its first broken rule, in order (required, then length, then characters).
 * One superRefine rather than zod's `abort: true` checks: an aborting issue would also stop the form's cross-field
 * checks (see cross-field.ts), and a form should show all its messages at once. `normalise` rewrites the value before
 * the rules see it (names: the typographic apostrophe becomes the plain one, decision 165).
 */
export function textField(
  missingMessage: string,
  rules: readonly TextRule[],
  { trim = true, normalise }: { trim?: boolean; normalise?: (value: string) => string } = {},
) {
  const firstRule = z.superRefine((value: string, ctx) => {
    const message = firstBrokenRule(value, rules);
    if (message) ctx.addIssue({ code: 'custom', message });
  });
  const base = z.string({ error: missingMessage });
  // The value is trimmed, then normalised (one spelling of a character that has two), then checked and kept.
  return base.check(...(trim ? [z.trim()] : []), ...(normalise ? [z.overwrite(normalise)] : []), firstRule);
}

export const notBlank = (value: string) => value.length > 0;
export const atMost = (max: number) => (value: string) => value.length <= max;
export const atLeast = (min: number) => (value: string) => value.length >= min;
export const matches = (pattern: RegExp) => (value: string) => pattern.test(value);
