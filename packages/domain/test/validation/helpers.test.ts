import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { drawAmountProblem, drawAmountSchema } from '../../src/validation/draw-amount.ts';
import { messagesAt, summariseIssues } from '../../src/validation/error-summary.ts';
import { identifierSchema, isIdentifier } from '../../src/validation/identifier.ts';
import { isInRange, numberInRangeSchema, rangeProblem } from '../../src/validation/numeric-range.ts';
import { passwordSchema } from '../../src/validation/password.ts';
import { messagesOf } from './issues.ts';

describe('identifier', () => {
  it.each([
    ['0b7c4f5e-8a1d-4c3b-9f2e-1a2b3c4d5e6f', true],
    ['0B7C4F5E-8A1D-4C3B-9F2E-1A2B3C4D5E6F', true],
    ['0b7c4f5e8a1d4c3b9f2e1a2b3c4d5e6f', false],
    ['0b7c4f5e-8a1d-4c3b-9f2e-1a2b3c4d5e6g', false],
    [' 0b7c4f5e-8a1d-4c3b-9f2e-1a2b3c4d5e6f', false],
    [42, false],
  ])('%j -> %s', (value, expected) => {
    expect(isIdentifier(value)).toBe(expected);
    expect(identifierSchema.safeParse(value).success).toBe(expected);
  });
});

describe('numeric range', () => {
  it.each([
    ['5', 'not-a-number'],
    [Number.NaN, 'not-a-number'],
    [Number.POSITIVE_INFINITY, 'not-a-number'],
    [0, 'below-min'],
    [11, 'above-max'],
    [1, undefined],
    [10, undefined],
  ])('%j in [1, 10] -> %s', (value, problem) => {
    expect(rangeProblem(value, { min: 1, max: 10 })).toBe(problem);
    expect(isInRange(value, { min: 1, max: 10 })).toBe(problem === undefined);
  });

  it('leaves out missing bounds', () => {
    expect(rangeProblem(-1e9, {})).toBeUndefined();
  });

  it('gives the caller’s message per problem', () => {
    const schema = numberInRangeSchema(
      { min: 1, max: 10 },
      { 'not-a-number': 'NaN', 'below-min': 'Low', 'above-max': 'High' },
    );
    expect(messagesOf(schema, 'x')).toEqual(['NaN']);
    expect(messagesOf(schema, 0)).toEqual(['Low']);
    expect(messagesOf(schema, 11)).toEqual(['High']);
    expect(schema.parse(5)).toBe(5);
  });
});

describe('draw amount', () => {
  const offer = { minDraw: 15_000, maxDraw: 250_000.5 };
  it.each([
    [14_999.99, 'Must be at least $15,000'],
    [250_001, 'Must be at most $250,000.50'],
    [Number.NaN, 'Please enter an amount'],
    [15_000, undefined],
    [250_000, undefined],
    // Issue 16: whole dollars only, as the field says (250_000.5 was accepted before).
    [15_000.5, 'Enter a whole number of dollars, without cents'],
    [250_000.5, 'Enter a whole number of dollars, without cents'],
  ])('%d -> %s', (value, message) => {
    expect(drawAmountProblem(value, offer)).toBe(message);
    expect(messagesOf(drawAmountSchema(offer), value)).toEqual(message ? [message] : []);
  });

  it('refuses a non-number', () => {
    expect(messagesOf(drawAmountSchema(offer), '20000')).toEqual(['Please enter an amount']);
  });
});

describe('error summary', () => {
  it('joins the messages with commas, drops duplicates and ends with a period', () => {
    const result = passwordSchema.safeParse('abcdefghijk1');
    expect(result.success).toBe(false);
    expect(summariseIssues(result.error?.issues ?? [])).toBe(
      'Must contain at least one uppercase letter, Must contain at least one special character, Password is not strong enough.',
    );
    const twice = z.object({ a: z.string('Required'), b: z.string('Required') }).safeParse({});
    expect(summariseIssues(twice.error?.issues ?? [])).toBe('Required.');
  });

  it('picks the messages of one field path', () => {
    const result = z
      .object({ a: z.object({ b: z.string('Bad b') }), c: z.string('Bad c') })
      .safeParse({ a: {} });
    expect(messagesAt(result.error?.issues ?? [], 'a.b')).toEqual(['Bad b']);
    expect(messagesAt(result.error?.issues ?? [], 'c')).toEqual(['Bad c']);
  });
});
