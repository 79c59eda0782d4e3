import { Decimal } from 'decimal.js';
import { MONTHS_PER_YEAR } from '../constants/loan-math.ts';
import { InvalidInputError } from './invalid-input.ts';
import { roundMoney, toDecimal } from './rounding.ts';

export interface PaymentInput {
  /** Amount borrowed, dollars. */
  principal: Decimal.Value;
  /** Annual rate in percent (7.6 = 7.6 %). */
  annualRatePercent: Decimal.Value;
  /** Term in whole years. */
  years: number;
  /** The age-restricted (62+) variant pays interest only: principal × monthly rate. */
  interestOnly?: boolean;
}

function monthlyRate(annualRatePercent: Decimal.Value): Decimal {
  const rate = toDecimal(annualRatePercent, 'annualRatePercent');
  if (rate.isNegative())
    throw new InvalidInputError(`annualRatePercent must not be negative (${rate.toString()})`);
  return rate.dividedBy(100 * MONTHS_PER_YEAR);
}

/**
 * Payment per dollar borrowed: the standard annuity with monthly compounding (spec 001 §9), r / (1 - (1 + r)^-n),
 * with r = APR / 1200 and n = 12 × years; a zero rate repays 1 / n. Unrounded, so underwriting can solve for the
 * principal a payment allows.
 */
export function annuityFactor(annualRatePercent: Decimal.Value, years: number): Decimal {
  if (!Number.isInteger(years) || years <= 0)
    throw new InvalidInputError(`years must be a whole number above 0 (${years})`);
  const n = years * MONTHS_PER_YEAR;
  const r = monthlyRate(annualRatePercent);
  if (r.isZero()) return new Decimal(1).dividedBy(n);
  return r.dividedBy(new Decimal(1).minus(r.plus(1).pow(-n)));
}

/** Monthly payment in dollars, rounded half-to-even to cents. */
export function monthlyPayment(input: PaymentInput): Decimal {
  const principal = toDecimal(input.principal, 'principal');
  if (principal.isNegative())
    throw new InvalidInputError(`principal must not be negative (${principal.toString()})`);
  const factor = input.interestOnly
    ? monthlyRate(input.annualRatePercent)
    : annuityFactor(input.annualRatePercent, input.years);
  return roundMoney(principal.times(factor));
}
