import { Decimal } from 'decimal.js';

/** Money rounds half-to-even to cents (spec 001 §9). */
export function cents(value: Decimal.Value): Decimal {
  return new Decimal(value).toDecimalPlaces(2, Decimal.ROUND_HALF_EVEN);
}

/** Percentages keep 3 decimals (spec 001 §9). */
export function percent3(value: Decimal.Value): Decimal {
  return new Decimal(value).toDecimalPlaces(3, Decimal.ROUND_HALF_EVEN);
}

/**
 * Monthly payment per dollar borrowed: the standard annuity with monthly compounding (spec 001 §9),
 * r / (1 - (1 + r)^-n) with r = APR / 1200 and n = 12 × years. Unrounded, so callers can solve for principal.
 */
export function annuityFactor(aprPercent: Decimal.Value, years: number): Decimal {
  const n = years * 12;
  const r = new Decimal(aprPercent).dividedBy(1200);
  if (r.isZero()) return new Decimal(1).dividedBy(n);
  return r.dividedBy(new Decimal(1).minus(r.plus(1).pow(-n)));
}

/** Monthly payment in dollars, rounded to cents. */
export function monthlyPayment(principal: Decimal.Value, aprPercent: Decimal.Value, years: number): Decimal {
  return cents(new Decimal(principal).times(annuityFactor(aprPercent, years)));
}
