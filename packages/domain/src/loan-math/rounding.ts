import { Decimal } from 'decimal.js';
import { MONEY_DECIMALS, PERCENT_DECIMALS } from '../constants/loan-math.ts';
import { InvalidInputError, assertPrecision } from './invalid-input.ts';

/** Reads a numeric input, refusing NaN and infinities rather than letting them print as "$NaN". */
export function toDecimal(value: Decimal.Value, name = 'value'): Decimal {
  let decimal: Decimal;
  try {
    decimal = new Decimal(value);
  } catch {
    throw new InvalidInputError(`${name} is not a number (${String(value)})`);
  }
  if (!decimal.isFinite()) throw new InvalidInputError(`${name} is not a finite number (${String(value)})`);
  return decimal;
}

/** Spec 001 §9: money rounds half-to-even, to cents unless another precision is asked for. */
export function roundMoney(value: Decimal.Value, precision: number = MONEY_DECIMALS): Decimal {
  assertPrecision(precision);
  return toDecimal(value).toDecimalPlaces(precision, Decimal.ROUND_HALF_EVEN);
}

/** Spec 001 §9: percentages default to 3 decimals, half-to-even. */
export function roundPercent(value: Decimal.Value, precision: number = PERCENT_DECIMALS): Decimal {
  assertPrecision(precision);
  return toDecimal(value).toDecimalPlaces(precision, Decimal.ROUND_HALF_EVEN);
}
