import { Decimal } from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoneyPlain, formatPercent, formatUsd } from '../../src/loan-math/format-money.ts';
import { InvalidInputError } from '../../src/loan-math/invalid-input.ts';

/** The decimal.js formatting this module replaced (decision 098): round half-to-even, then group by hand. */
function referenceUsd(value: Decimal.Value, precision: number): string {
  const rounded = new Decimal(value).toDecimalPlaces(precision, Decimal.ROUND_HALF_EVEN);
  const [whole = '0', fraction] = rounded.abs().toFixed(precision).split('.');
  const sign = rounded.isNegative() && !rounded.isZero() ? '-' : '';
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}$${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
}

function referencePlain(value: Decimal.Value, precision: number): string {
  const rounded = new Decimal(value).toDecimalPlaces(precision, Decimal.ROUND_HALF_EVEN);
  return (rounded.isZero() ? rounded.abs() : rounded).toFixed(precision);
}

/** Decimal strings with up to 15 whole digits and up to 8 decimals, exact halves included. */
const decimalText = fc
  .tuple(
    fc.boolean(),
    fc.bigInt({ min: 0n, max: 999_999_999_999_999n }),
    fc.nat({ max: 99_999_999 }),
    fc.nat(8),
  )
  .map(([negative, whole, digits, places]) => {
    const fraction = String(digits).padStart(8, '0').slice(0, places);
    return `${negative ? '-' : ''}${whole}${places > 0 ? `.${fraction}` : ''}`;
  });

describe('money formatting without a decimal library (decision 098)', () => {
  it('prints exactly what decimal.js half-to-even rounding prints, for strings, numbers and Decimals', () => {
    fc.assert(
      fc.property(decimalText, fc.integer({ min: 0, max: 6 }), (text, precision) => {
        expect(formatUsd(text, precision)).toBe(referenceUsd(text, precision));
        expect(formatUsd(new Decimal(text), precision)).toBe(referenceUsd(text, precision));
        expect(formatMoneyPlain(text, precision)).toBe(referencePlain(text, precision));
        expect(formatPercent(text, precision)).toBe(`${referencePlain(text, precision)}%`);
      }),
    );
    fc.assert(
      fc.property(
        fc.double({ min: -1e12, max: 1e12, noNaN: true }),
        fc.integer({ min: 0, max: 6 }),
        (n, p) => {
          expect(formatUsd(n, p)).toBe(referenceUsd(n, p));
        },
      ),
    );
  });

  it.each([
    ['0.125', '$0.12'],
    ['0.135', '$0.14'],
    ['2.5e-3', '$0.00'],
    ['1e21', '$1,000,000,000,000,000,000,000.00'],
    [' 42 ', '$42.00'],
  ])('reads %j as an exact decimal: %s', (value, expected) => expect(formatUsd(value)).toBe(expected));

  it.each(['not money', '', '1,000', '0x10', 'NaN', 'Infinity'])('refuses %j', (value) => {
    expect(() => formatUsd(value)).toThrow(InvalidInputError);
  });
});
