import { describe, expect, it } from 'vitest';
import {
  PASSWORD_RULE_MESSAGES,
  passwordRuleResults,
  passwordSchema,
  passwordStrength,
  passwordWithConfirmationSchema,
} from '../../src/validation/password.ts';
import { messagesAtPath, messagesOf } from './issues.ts';

const STRONG = 'Abcdefgh123!';
const NOT_STRONG = 'Password is not strong enough';

describe('password rules', () => {
  it.each([
    ['Abcdefg123!', 'Must be at least 12 characters long'],
    ['abcdefgh123!', 'Must contain at least one uppercase letter'],
    ['ABCDEFGH123!', 'Must contain at least one lowercase letter'],
    ['Abcdefghijk!', 'Must contain at least one number'],
    ['Abcdefgh1234', 'Must contain at least one special character'],
  ])('%s -> %s', (input, message) => {
    expect(messagesOf(passwordSchema, input)).toEqual([message, NOT_STRONG]);
  });

  it('is required and capped', () => {
    expect(messagesOf(passwordSchema, '')).toEqual(['Required']);
    expect(messagesOf(passwordSchema, undefined)).toEqual(['Required']);
    expect(messagesOf(passwordSchema, `${STRONG}${'a'.repeat(250)}`)).toEqual([
      'Cannot be more than 256 characters',
    ]);
  });

  it('accepts a password meeting every rule', () => {
    expect(messagesOf(passwordSchema, STRONG)).toEqual([]);
  });

  it('lists each rule with whether it is met', () => {
    expect(passwordRuleResults('abc')).toEqual([
      { message: PASSWORD_RULE_MESSAGES[0], met: false },
      { message: PASSWORD_RULE_MESSAGES[1], met: false },
      { message: PASSWORD_RULE_MESSAGES[2], met: true },
      { message: PASSWORD_RULE_MESSAGES[3], met: false },
      { message: PASSWORD_RULE_MESSAGES[4], met: false },
    ]);
    expect(passwordRuleResults(42).every((rule) => !rule.met)).toBe(true);
  });
});

describe('passwordStrength', () => {
  it.each([
    ['', 0],
    [undefined, 0],
    ['a', 0],
    ['aA', 1],
    ['aA1', 2],
    ['aA1!', 3],
    ['abcdefghijkl', 1],
    [STRONG, 4],
  ])('%j -> %i', (input, score) => {
    expect(passwordStrength(input)).toBe(score);
  });
});

describe('password confirmation', () => {
  const required = passwordWithConfirmationSchema();
  const optional = passwordWithConfirmationSchema({ optional: true });

  it("says 'Passwords don't match' on confirmPassword", () => {
    expect(
      messagesAtPath(required, { password: STRONG, confirmPassword: `${STRONG}x` }, 'confirmPassword'),
    ).toEqual(["Passwords don't match"]);
  });

  it('requires both, without also calling a blank confirmation a mismatch', () => {
    expect(messagesAtPath(required, { password: '', confirmPassword: '' }, 'password')).toEqual(['Required']);
    expect(messagesAtPath(required, { password: STRONG, confirmPassword: '' }, 'confirmPassword')).toEqual([
      'Required',
    ]);
  });

  it('optional mode accepts both blank but still checks what is typed', () => {
    expect(messagesOf(optional, {})).toEqual([]);
    expect(messagesOf(optional, { password: '', confirmPassword: '' })).toEqual([]);
    expect(messagesAtPath(optional, { password: STRONG }, 'confirmPassword')).toEqual([
      "Passwords don't match",
    ]);
    expect(messagesAtPath(optional, { password: 'weak', confirmPassword: 'weak' }, 'password')).toContain(
      NOT_STRONG,
    );
    expect(messagesOf(optional, { password: STRONG, confirmPassword: STRONG })).toEqual([]);
  });
});
