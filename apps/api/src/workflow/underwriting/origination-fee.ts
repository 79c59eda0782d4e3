import { Decimal } from 'decimal.js';
import { ORIGINATION_FEE_CAP_DOLLARS } from './underwriting-numbers.ts';

/**
 * Origination fee in dollars for a draw: percent of the draw, capped (spec 001 §9: "optional cap"). Rounded down to
 * the cent, so the fee never exceeds the advertised 4.99% by a fraction of a cent.
 */
export function originationFee(draw: Decimal.Value, feePercent: Decimal.Value): Decimal {
  const fee = new Decimal(draw).times(feePercent).dividedBy(100).toDecimalPlaces(2, Decimal.ROUND_DOWN);
  return Decimal.min(fee, ORIGINATION_FEE_CAP_DOLLARS);
}

/** Spec 001 §9: the draw total is the amount plus the origination fee. */
export function drawTotal(draw: Decimal.Value, feePercent: Decimal.Value): Decimal {
  return new Decimal(draw).plus(originationFee(draw, feePercent));
}

/** The largest whole-dollar draw whose total with its fee fits inside a line of `line` dollars. */
export function maxDrawWithinLine(line: Decimal.Value, feePercent: Decimal.Value): Decimal {
  const max = new Decimal(line);
  const uncapped = max
    .dividedBy(new Decimal(feePercent).dividedBy(100).plus(1))
    .toDecimalPlaces(0, Decimal.ROUND_DOWN);
  let draw = Decimal.max(
    uncapped,
    max.minus(ORIGINATION_FEE_CAP_DOLLARS).toDecimalPlaces(0, Decimal.ROUND_DOWN),
  );
  while (draw.gt(0) && drawTotal(draw, feePercent).gt(max)) draw = draw.minus(1);
  return Decimal.max(draw, 0);
}
