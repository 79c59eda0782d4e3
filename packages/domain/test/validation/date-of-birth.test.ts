import { describe, expect, it } from 'vitest';
import { ageOn } from '../../src/validation/calendar-age.ts';
import {
  DOB_DISPLAY_FORMAT,
  dateOfBirthProblem,
  dateOfBirthSchema,
  minimumAge,
  parseDateOfBirth,
  toDisplayDate,
} from '../../src/validation/date-of-birth.ts';
import { messagesOf } from './issues.ts';

const today = new Date(2026, 10, 23); // 23 November 2026

describe('ageOn', () => {
  it.each([
    ['the day before the 18th birthday', new Date(2008, 10, 24), 17],
    ['on the 18th birthday', new Date(2008, 10, 23), 18],
    ['the day after', new Date(2008, 10, 22), 18],
    ['a later month of the birth year', new Date(2008, 11, 1), 17],
  ])('counts whole calendar years: %s', (_label, birth, age) => {
    expect(ageOn(birth, today)).toBe(age);
  });

  it('reaches a 29 February birthday on 1 March in a common year, and on the day in a leap year', () => {
    const leapling = new Date(2008, 1, 29);
    expect(ageOn(leapling, new Date(2026, 1, 28))).toBe(17);
    expect(ageOn(leapling, new Date(2026, 2, 1))).toBe(18);
    expect(ageOn(leapling, new Date(2028, 1, 28))).toBe(19);
    expect(ageOn(leapling, new Date(2028, 1, 29))).toBe(20);
  });

  it('ignores the time of day', () => {
    expect(ageOn(new Date(2008, 10, 23, 23, 59), new Date(2026, 10, 23, 0, 1))).toBe(18);
  });
});

describe('minimumAge', () => {
  it.each([
    [{}, 18],
    [{ propertyState: 'TX' }, 18],
    [{ propertyState: 'AL' }, 19],
    [{ propertyState: 'al' }, 19],
    [{ specialProductMode: true }, 62],
    [{ propertyState: 'AL', specialProductMode: true }, 62],
  ])('%o -> %i', (context, age) => {
    expect(minimumAge(context)).toBe(age);
  });
});

describe('date of birth messages', () => {
  const display = { today, format: DOB_DISPLAY_FORMAT };
  it.each([
    ['missing', undefined, display, 'Date of birth is required'],
    ['null', null, display, 'Date of birth is required'],
    ['blank', '   ', display, 'Date of birth is required'],
    ['not a date', '02/30/2000', display, 'Invalid date'],
    ['garbage', 'tomorrow', display, 'Invalid date'],
    ['a number', 19800101, display, 'Invalid date'],
    ['an invalid Date', new Date(Number.NaN), display, 'Invalid date'],
    ['before 1900', '12/31/1899', display, 'Invalid date'],
    ['before a custom minimum year', '01/01/1920', { ...display, minYear: 1930 }, 'Invalid date'],
    ['17 the day before the birthday', '11/24/2008', display, 'Must be at least 18 years old'],
    ['a future date', '01/01/2030', display, 'Must be at least 18 years old'],
    ['18 in Alabama', '11/23/2008', { ...display, propertyState: 'AL' }, 'Must be at least 19 years old'],
    [
      '61 in the special mode',
      '11/24/1964',
      { ...display, specialProductMode: true },
      'Must be 62 years or older to apply for a loan',
    ],
  ])('%s', (_label, input, options, message) => {
    expect(dateOfBirthProblem(input, options)).toBe(message);
    expect(messagesOf(dateOfBirthSchema(options), input)).toEqual([message]);
  });

  it.each([
    ['18 today', '11/23/2008', display],
    ['19 in Alabama', '11/23/2007', { ...display, propertyState: 'AL' }],
    ['62 today in the special mode', '11/23/1964', { ...display, specialProductMode: true }],
    ['born in 1900', '01/01/1900', display],
  ])('accepts %s', (_label, input, options) => {
    expect(dateOfBirthProblem(input, options)).toBeUndefined();
  });

  it('outputs the data format whatever the input format', () => {
    expect(dateOfBirthSchema(display).parse('02/01/1990')).toBe('1990-02-01');
    expect(dateOfBirthSchema({ today }).parse('1990-02-01')).toBe('1990-02-01');
    expect(dateOfBirthSchema({ today }).parse(new Date(1990, 1, 1))).toBe('1990-02-01');
  });

  it('reads data-format strings by default and refuses the display format then', () => {
    expect(parseDateOfBirth('1990-02-01')?.getMonth()).toBe(1);
    expect(parseDateOfBirth('02/01/1990')).toBeUndefined();
    expect(parseDateOfBirth('1'.repeat(40))).toBeUndefined();
  });

  it('converts data dates for display and leaves others alone', () => {
    expect(toDisplayDate('1990-02-01')).toBe('02/01/1990');
    expect(toDisplayDate('soon')).toBe('soon');
    expect(toDisplayDate(7)).toBe('');
  });
});
