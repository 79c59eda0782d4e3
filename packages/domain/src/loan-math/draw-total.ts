import { Decimal } from 'decimal.js';
import { InvalidInputError } from './invalid-input.ts';
import { toDecimal } from './rounding.ts';

export interface DrawInput {
  /** The draw, dollars. */
  amount: Decimal.Value;
  /** The offer's `originationFee`: a percentage of the amount (4.99 = 4.99 %). */
  feePercent: Decimal.Value;
  /** The offer's `ofeeMaxThreshold`: the most the fee may be, dollars. Absent: no cap. */
  feeCap?: Decimal.Value | null;
}

function nonNegative(value: Decimal.Value, name: string): Decimal {
  const decimal = toDecimal(value, name);
  if (decimal.isNegative())
    throw new InvalidInputError(`${name} must not be negative (${decimal.toString()})`);
  return decimal;
}

/**
 * The origination fee of a draw. Rounded down to the cent, as the server does (decision 020), so the fee never
 * exceeds the advertised percentage by a fraction of a cent and both sides show the same figure.
 */
export function originationFee({ amount, feePercent, feeCap }: DrawInput): Decimal {
  const draw = nonNegative(amount, 'amount');
  const fee = draw
    .times(nonNegative(feePercent, 'feePercent'))
    .dividedBy(100)
    .toDecimalPlaces(2, Decimal.ROUND_DOWN);
  if (feeCap === undefined || feeCap === null) return fee;
  return Decimal.min(fee, nonNegative(feeCap, 'feeCap'));
}

/** Spec 001 §9: the draw total is the amount plus the origination fee. */
export function drawTotal(input: DrawInput): Decimal {
  return nonNegative(input.amount, 'amount').plus(originationFee(input));
}
