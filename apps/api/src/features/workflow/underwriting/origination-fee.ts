import {
  drawTotal as domainDrawTotal,
  originationFee as domainOriginationFee,
} from '@lintel/domain/loan-math/draw-total';
import { Decimal } from 'decimal.js';

/**
 * Origination fee in dollars for a draw, with the lender's dollar cap; the rule itself (rounded down to the cent) is the
 * domain's, so the browser shows the same figure.
 */
export function originationFee(draw: Decimal.Value, feePercent: Decimal.Value, feeCap: number): Decimal {
  return domainOriginationFee({ amount: draw, feePercent, feeCap });
}

/** Spec 001 §9: the draw total is the amount plus the origination fee. */
export function drawTotal(draw: Decimal.Value, feePercent: Decimal.Value, feeCap: number): Decimal {
  return domainDrawTotal({ amount: draw, feePercent, feeCap });
}

/** The largest whole-dollar draw whose total with its fee fits inside a line of `line` dollars. */
export function maxDrawWithinLine(line: Decimal.Value, feePercent: Decimal.Value, feeCap: number): Decimal {
  const max = new Decimal(line);
  const uncapped = max
    .dividedBy(new Decimal(feePercent).dividedBy(100).plus(1))
    .toDecimalPlaces(0, Decimal.ROUND_DOWN);
  let draw = Decimal.max(uncapped, max.minus(feeCap).toDecimalPlaces(0, Decimal.ROUND_DOWN));
  while (draw.gt(0) && drawTotal(draw, feePercent, feeCap).gt(max)) draw = draw.minus(1);
  return Decimal.max(draw, 0);
}
