import { Decimal } from 'decimal.js';
import { toDecimal } from './rounding.ts';

/**
 * Branded units (guide practice 11) for values that cross a boundary as plain numbers: whole cents and basis
 * points are integers, so storing them as numbers loses nothing. Arithmetic stays in decimal.js.
 */
export type Cents = number & { readonly __unit: 'Cents' };
export type BasisPoints = number & { readonly __unit: 'BasisPoints' };

/** Dollars to whole cents, half-to-even. */
export function toCents(dollars: Decimal.Value): Cents {
  return toDecimal(dollars, 'dollars')
    .times(100)
    .toDecimalPlaces(0, Decimal.ROUND_HALF_EVEN)
    .toNumber() as Cents;
}

export function centsToDollars(cents: Cents): Decimal {
  return new Decimal(cents).dividedBy(100);
}

/** A percentage (7.6 = 7.6 %) to whole basis points, half-to-even. */
export function toBasisPoints(percent: Decimal.Value): BasisPoints {
  return toDecimal(percent, 'percent')
    .times(100)
    .toDecimalPlaces(0, Decimal.ROUND_HALF_EVEN)
    .toNumber() as BasisPoints;
}

export function basisPointsToPercent(bps: BasisPoints): Decimal {
  return new Decimal(bps).dividedBy(100);
}
