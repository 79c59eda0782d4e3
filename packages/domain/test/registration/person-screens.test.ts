import { describe, expect, it } from 'vitest';
import { EMPLOYMENT_TYPES } from '../../src/application/application-enums.ts';
import { birthdateScreenSchema } from '../../src/registration/birthdate-screen.ts';
import {
  LOW_INCOME_CONFIRMATION,
  incomeScreenSchema,
  needsLowIncomeConfirmation,
} from '../../src/registration/income-screen.ts';
import { legalNameScreenSchema } from '../../src/registration/legal-name-screen.ts';
import { messagesAtPath, messagesOf } from '../validation/issues.ts';
import { context } from './fixtures.ts';

const income = { income: 50_000, employmentType: 'FULL_TIME' };

describe('income screen', () => {
  it.each(EMPLOYMENT_TYPES.filter((type) => type !== 'UNEMPLOYED'))('accepts %s', (employmentType) => {
    expect(messagesOf(incomeScreenSchema, { income: { ...income, employmentType } })).toEqual([]);
  });

  it.each([
    ['employmentType', undefined, 'Please select a primary source of income.'],
    ['employmentType', 'STUDENT', 'Please select a primary source of income.'],
    ['employmentType', 'UNEMPLOYED', "We apologize. At this time, we don't lend to unemployed borrowers."],
    ['income', undefined, 'Must be at least $0'],
    ['income', -1, 'Must be at least $0'],
    // Issue 16: text that is not a number (the web's NaN, a string sent to the API) asks for a number.
    ['income', Number.NaN, 'Enter your annual income as a number, like 85000'],
    ['income', 'abc', 'Enter your annual income as a number, like 85000'],
    ['income', null, 'Enter your annual income as a number, like 85000'],
    ['income', Number.POSITIVE_INFINITY, 'Enter your annual income as a number, like 85000'],
    ['income', 10_000_000, 'Must be less than $10,000,000'],
    ['otherIncome', -0.01, 'Must be at least $0'],
    ['otherIncome', Number.NaN, 'Enter your other annual income as a number, like 12000'],
  ])('%s %j -> %s', (field, value, message) => {
    expect(
      messagesAtPath(incomeScreenSchema, { income: { ...income, [field]: value } }, `income.${field}`),
    ).toEqual([message]);
  });

  it('accepts the maximum income and defaults other income to 0', () => {
    expect(incomeScreenSchema.parse({ income: { ...income, income: 9_999_999 } }).income).toEqual({
      income: 9_999_999,
      otherIncome: 0,
      employmentType: 'FULL_TIME',
    });
  });

  it('asks to confirm an income under 15000 until confirmed', () => {
    expect(LOW_INCOME_CONFIRMATION).toBe('Confirm that you have entered annual pre-tax income');
    const low = { income: { ...income, income: 14_999 } };
    expect(messagesAtPath(incomeScreenSchema, low, 'income.lowIncomeConfirmed')).toEqual([
      LOW_INCOME_CONFIRMATION,
    ]);
    expect(messagesOf(incomeScreenSchema, { income: { ...low.income, lowIncomeConfirmed: true } })).toEqual(
      [],
    );
    expect(needsLowIncomeConfirmation(15_000)).toBe(false);
    expect(needsLowIncomeConfirmation(0)).toBe(true);
    expect(needsLowIncomeConfirmation('1')).toBe(false);
  });

  it("says 'Required' when the income group is missing", () => {
    expect(messagesOf(incomeScreenSchema, {})).toEqual(['Required']);
  });
});

describe('legal name screen', () => {
  it('applies the name rules, digits in last names only outside production', () => {
    const name = { firstName: 'Ann', lastName: 'Lee2', suffix: 'JR' };
    expect(messagesAtPath(legalNameScreenSchema(context()), { name }, 'name.lastName')).toEqual([
      'Some of the characters entered are not supported.',
    ]);
    expect(messagesOf(legalNameScreenSchema(context({ isProduction: false })), { name })).toEqual([]);
  });
});

describe('birthdate screen', () => {
  it('takes MM/dd/yyyy and gives yyyy-MM-dd', () => {
    expect(birthdateScreenSchema(context()).parse({ dob: '01/31/1980' })).toEqual({ dob: '1980-01-31' });
  });

  it.each([
    [{}, '11/24/2008', 'Must be at least 18 years old'],
    [{ propertyState: 'AL' }, '11/24/2007', 'Must be at least 19 years old'],
    [{ specialProductMode: true }, '11/24/1964', 'Must be 62 years or older to apply for a loan'],
    [{}, '', 'Date of birth is required'],
    [{}, '1980-01-31', 'Invalid date'],
  ])('%o %s -> %s', (overrides, dob, message) => {
    expect(messagesAtPath(birthdateScreenSchema(context(overrides)), { dob }, 'dob')).toEqual([message]);
  });
});
