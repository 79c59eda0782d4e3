import type { Decimal } from 'decimal.js';
import { DAYS_PER_YEAR, DEFAULT_ACCRUAL_DAYS } from '../constants/loan-math.ts';
import { InvalidInputError } from './invalid-input.ts';
import { roundMoney, toDecimal } from './rounding.ts';

export interface AccrualInput {
  /** Outstanding balance, dollars. */
  balance: Decimal.Value;
  /** Annual rate in percent. */
  annualRatePercent: Decimal.Value;
  /** Days of accrual; one month (365.25 / 12) when absent. */
  days?: Decimal.Value;
}

/** Spec 001 §9: simple interest on a 365.25-day year, rounded half-to-even to cents. */
export function accruedInterest({
  balance,
  annualRatePercent,
  days = DEFAULT_ACCRUAL_DAYS,
}: AccrualInput): Decimal {
  const values = {
    balance: toDecimal(balance, 'balance'),
    annualRatePercent: toDecimal(annualRatePercent, 'annualRatePercent'),
    days: toDecimal(days, 'days'),
  };
  for (const [name, value] of Object.entries(values)) {
    if (value.isNegative()) throw new InvalidInputError(`${name} must not be negative (${value.toString()})`);
  }
  return roundMoney(
    values.balance.times(values.annualRatePercent).dividedBy(100).times(values.days).dividedBy(DAYS_PER_YEAR),
  );
}
