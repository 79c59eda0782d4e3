import { PASSWORD_MIN_LENGTH } from '../constants/field-limits.ts';

/** Spec 001 §5 "Password": the rules and their messages, in the order the spec lists them. */
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*';

const rules: readonly { test: (value: string) => boolean; message: string }[] = [
  { test: (v) => v.length >= PASSWORD_MIN_LENGTH, message: 'Must be at least 12 characters long' },
  { test: (v) => /[A-Z]/.test(v), message: 'Must contain at least one uppercase letter' },
  { test: (v) => /[a-z]/.test(v), message: 'Must contain at least one lowercase letter' },
  { test: (v) => /\d/.test(v), message: 'Must contain at least one number' },
  { test: (v) => /[!@#$%^&*]/.test(v), message: 'Must contain at least one special character' },
];

/** The messages of every rule the password breaks (empty when it is strong enough). */
export function passwordProblems(value: string): string[] {
  return rules.filter((rule) => !rule.test(value)).map((rule) => rule.message);
}
