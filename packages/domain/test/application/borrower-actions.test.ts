import { describe, expect, it } from 'vitest';
import {
  SSN_INVALID,
  SSN_REQUIRED,
  selectOfferBodySchema,
  ssnBodySchema,
  ssnInputSchema,
} from '../../src/application/borrower-actions.ts';
import { DRAW_WHOLE_DOLLARS } from '../../src/validation/draw-amount.ts';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('the SSN body of PUT …/ssn', () => {
  it.each(['123-45-6789', '123456789', ' 123-456789 '])('accepts %j', (ssn) => {
    expect(ssnBodySchema.parse({ ssn })).toEqual({ ssn: ssn.trim() });
  });

  it.each(['12-345-6789', '12345678', '1234567890', 'abc-de-fghi', ''])('refuses %j as invalid', (ssn) => {
    expect(messages(ssnBodySchema.safeParse({ ssn }))).toEqual([SSN_INVALID]);
  });

  it('refuses fields other than the SSN', () => {
    expect(ssnBodySchema.safeParse({ ssn: '123456789', dob: '1980-01-01' }).success).toBe(false);
  });
});

describe('the SSN input', () => {
  it('tells an empty field apart from a wrong one', () => {
    expect(messages(ssnInputSchema.safeParse('   '))[0]).toBe(SSN_REQUIRED);
    expect(messages(ssnInputSchema.safeParse('12345'))).toEqual([SSN_INVALID]);
    expect(ssnInputSchema.parse('123-45-6789')).toBe('123-45-6789');
  });
});

describe('the offer choice of PUT …/offer', () => {
  const choice = { type: 'FIXED', term: 30, amount: 50_000, payType: 'AUTOPAY' };

  it('accepts a type, a term, an amount and a payment mode', () => {
    expect(selectOfferBodySchema.parse(choice)).toEqual(choice);
  });

  it.each([
    { type: 'UNKNOWN' },
    { term: 0 },
    { term: 12.5 },
    { amount: 0 },
    { amount: 400_001 },
    { payType: 'CHECK' },
    { extra: true },
  ])('refuses %j', (change) => {
    expect(selectOfferBodySchema.safeParse({ ...choice, ...change }).success).toBe(false);
  });

  it('refuses cents in the words the form uses (decision 166)', () => {
    const result = selectOfferBodySchema.safeParse({ ...choice, amount: 15_000.5 });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['amount', DRAW_WHOLE_DOLLARS],
    ]);
  });
});
