import { Decimal } from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoneyPlain, formatPercent, formatUsd } from '../../src/loan-math/format-money.ts';
import { InvalidInputError } from '../../src/loan-math/invalid-input.ts';
import { roundMoney, roundPercent } from '../../src/loan-math/rounding.ts';

describe('formatUsd', () => {
  it.each([
    [12_345.678, '$12,345.68'],
    ['12345.675', '$12,345.68'],
    ['12345.665', '$12,345.66'],
    ['0.125', '$0.12'],
    ['0.135', '$0.14'],
    [0, '$0.00'],
    ['-0.001', '$0.00'],
    [-1234.5, '-$1,234.50'],
    [1_000_000, '$1,000,000.00'],
    [999, '$999.00'],
  ])('%s -> %s', (value, expected) => {
    expect(formatUsd(value)).toBe(expected);
  });

  it('takes another precision', () => {
    expect(formatUsd('15000.5', 0)).toBe('$15,000');
    expect(formatUsd('15001.5', 0)).toBe('$15,002');
    expect(formatUsd('1.23456', 4)).toBe('$1.2346');
  });

  it.each([[Number.NaN], [-1], [1.5]])('rejects precision %s with a developer-facing error', (precision) => {
    expect(() => formatUsd(10, precision)).toThrow(InvalidInputError);
    expect(() => formatUsd(10, precision)).toThrow(/^Invalid input: precision/);
  });

  it('rejects NaN and infinite amounts', () => {
    expect(() => formatUsd(Number.NaN)).toThrow(InvalidInputError);
    expect(() => formatUsd(Number.POSITIVE_INFINITY)).toThrow(InvalidInputError);
    expect(() => formatMoneyPlain('not money')).toThrow(/not a number/);
  });
});

describe('formatMoneyPlain and percentages', () => {
  it.each([
    ['12345.675', '12345.68'],
    ['-0.004', '0.00'],
    [7, '7.00'],
    [-7.125, '-7.12'],
  ])('plain %s -> %s', (value, expected) => {
    expect(formatMoneyPlain(value)).toBe(expected);
  });

  it.each([
    [7.6, undefined, '7.600%'],
    ['17.2', undefined, '17.200%'],
    ['4.9995', undefined, '5.000%'],
    ['4.9985', undefined, '4.998%'],
    ['-0.0001', undefined, '0.000%'],
    ['8.125', 2, '8.12%'],
    [12, 0, '12%'],
  ])('percent %s at precision %s -> %s', (value, precision, expected) => {
    expect(formatPercent(value, precision)).toBe(expected);
  });

  it('rounds percentages to 3 decimals by default', () => {
    expect(roundPercent('7.6005').toString()).toBe('7.6');
    expect(roundPercent('7.6015').toString()).toBe('7.602');
    expect(() => roundPercent(1, -1)).toThrow(InvalidInputError);
  });
});

describe('half-to-even rounding properties', () => {
  it('rounds every exact half-cent to the even cent', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), (cents) => {
        const half = new Decimal(cents).plus('0.5').dividedBy(100);
        const rounded = roundMoney(half).times(100);
        expect(rounded.mod(2).isZero()).toBe(true);
        expect(rounded.minus(cents).abs().lte(1)).toBe(true);
      }),
    );
  });

  it('never moves a value by more than half a unit and never yields NaN', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e9, max: 1e9, noNaN: true }),
        fc.integer({ min: 0, max: 6 }),
        (value, precision) => {
          const rounded = roundMoney(value, precision);
          expect(rounded.isNaN()).toBe(false);
          expect(rounded.minus(value).abs().lte(new Decimal(10).pow(-precision).dividedBy(2))).toBe(true);
          expect(formatUsd(value, precision)).toMatch(/^-?\$\d{1,3}(,\d{3})*(\.\d+)?$/);
        },
      ),
    );
  });
});
