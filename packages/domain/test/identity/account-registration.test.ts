import { describe, expect, it } from 'vitest';
import { accountRegistrationSchema } from '../../src/identity/account-registration.ts';
import { passwordProblems } from '../../src/identity/password-rules.ts';

const valid = {
  email: 'new@lintel.test',
  password: 'Strong-Pass-2026!',
  confirmPassword: 'Strong-Pass-2026!',
};

function messagesFor(input: unknown, field: string): string[] {
  const result = accountRegistrationSchema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.filter((i) => i.path.join('.') === field).map((i) => i.message);
}

describe('password rules (spec 001 §5)', () => {
  it('accepts a password meeting every rule', () => {
    expect(passwordProblems('Strong-Pass-2026!')).toEqual([]);
  });

  it('names every broken rule with the spec message', () => {
    expect(passwordProblems('short')).toEqual([
      'Must be at least 12 characters long',
      'Must contain at least one uppercase letter',
      'Must contain at least one number',
      'Must contain at least one special character',
    ]);
    expect(passwordProblems('ALLUPPERCASE-2026!')).toEqual(['Must contain at least one lowercase letter']);
  });

  it('only !@#$%^&* count as special characters', () => {
    expect(passwordProblems('Strong-Pass-2026')).toEqual(['Must contain at least one special character']);
  });
});

describe('account registration schema', () => {
  it('accepts email, password and confirmation, name optional', () => {
    expect(accountRegistrationSchema.safeParse(valid).success).toBe(true);
    expect(
      accountRegistrationSchema.safeParse({ ...valid, name: { firstName: 'Ada', lastName: 'Lovelace' } })
        .success,
    ).toBe(true);
  });

  it('reports mismatched passwords on confirmPassword', () => {
    expect(messagesFor({ ...valid, confirmPassword: 'Strong-Pass-2027!' }, 'confirmPassword')).toEqual([
      "Passwords don't match",
    ]);
  });

  it('uses the spec email messages', () => {
    expect(messagesFor({ ...valid, email: '' }, 'email')).toEqual(['Please enter your email']);
    expect(messagesFor({ ...valid, email: 'not-an-email' }, 'email')).toEqual([
      'Please enter a valid email address',
    ]);
  });

  it('refuses unknown fields', () => {
    expect(accountRegistrationSchema.safeParse({ ...valid, isAdmin: true }).success).toBe(false);
  });
});
