import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dateOfBirthProblem } from '../../src/validation/date-of-birth.ts';
import { dataDateToParts, datePartsToDataDate } from '../../src/validation/date-parts.ts';

const today = new Date(2026, 10, 23);

describe('date parts', () => {
  it.each([
    [{ day: '1', month: '2', year: '1990' }, '1990-02-01', undefined],
    [{ day: ' 31', month: '12 ', year: '1980' }, '1980-12-31', undefined],
    [{ day: '', month: '', year: '' }, '', 'Date of birth is required'],
    [{ day: '30', month: '2', year: '1990' }, '1990-02-30', 'Invalid date'],
    [{ day: '1', month: '2', year: '90' }, '90-2-1', 'Invalid date'],
    [{ day: 'x', month: '2', year: '1990' }, '1990-2-x', 'Invalid date'],
  ])('%o -> %j (%s)', (parts, data, message) => {
    expect(datePartsToDataDate(parts)).toBe(data);
    expect(dateOfBirthProblem(datePartsToDataDate(parts), { today })).toBe(message);
  });

  it('splits a data date for the inputs', () => {
    expect(dataDateToParts('1990-02-01')).toEqual({ day: '01', month: '02', year: '1990' });
    expect(dataDateToParts('02/01/1990')).toEqual({ day: '', month: '', year: '' });
  });

  it('never throws', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(typeof datePartsToDataDate(value)).toBe('string');
        expect(dataDateToParts(value)).toHaveProperty('day');
      }),
    );
  });
});
