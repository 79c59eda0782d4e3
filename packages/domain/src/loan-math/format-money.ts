import type { Decimal } from 'decimal.js';
import { CURRENCY, MONEY_DECIMALS, PERCENT_DECIMALS } from '../constants/loan-math.ts';
import { InvalidInputError, assertPrecision } from './invalid-input.ts';

// Formatting goes through Intl.NumberFormat with the value as a decimal STRING and `roundingMode: 'halfEven'`: Intl
// then rounds the exact decimal (no float step) half-to-even, as roundMoney does, and this module needs no decimal
// library, so pages that only show amounts do not load one (decision 098). A number is read as its shortest decimal
// form (String(n)), exactly as decimal.js reads it.

const NUMERIC = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

function decimalString(value: Decimal.Value): string {
  const text = typeof value === 'number' ? String(value) : value.toString().trim();
  if (NUMERIC.test(text)) return text;
  if (typeof value === 'number' || /^[+-]?(nan|infinity)$/i.test(text))
    throw new InvalidInputError(`value is not a finite number (${text})`);
  throw new InvalidInputError(`value is not a number (${text})`);
}

const formats = new Map<string, Intl.NumberFormat>();

function format(value: Decimal.Value, precision: number, currency: boolean): string {
  assertPrecision(precision);
  const text = decimalString(value);
  const key = `${currency ? 'usd' : 'plain'}:${precision}`;
  let formatter = formats.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', {
      ...(currency ? { style: 'currency', currency: CURRENCY } : { useGrouping: false }),
      minimumFractionDigits: precision,
      maximumFractionDigits: precision,
      roundingMode: 'halfEven',
      // A value that rounds to zero prints without a sign ("$0.00", not "-$0.00").
      signDisplay: 'negative',
    });
    formats.set(key, formatter);
  }
  // Intl reads a numeric string as an exact decimal; the lib typings predate that (ES2023 NumberFormat v3).
  return formatter.format(text as unknown as number);
}

/** US dollars as shown to borrowers: `$12,345.68`, `-$5.00`; half-to-even, grouped by thousands. */
export function formatUsd(value: Decimal.Value, precision: number = MONEY_DECIMALS): string {
  return format(value, precision, true);
}

/** A plain decimal string for payloads and inputs: `12345.68`. */
export function formatMoneyPlain(value: Decimal.Value, precision: number = MONEY_DECIMALS): string {
  return format(value, precision, false);
}

/** A percentage, 3 decimals by default: `7.600%`. */
export function formatPercent(value: Decimal.Value, precision: number = PERCENT_DECIMALS): string {
  return `${format(value, precision, false)}%`;
}
