import { Decimal } from 'decimal.js';
import { roundMoney } from '@lintel/domain/loan-math/rounding';
import { annuityFactor } from '@lintel/domain/loan-math/payment';
import { ASSET_DEPLETION_MONTHS } from './underwriting-numbers.ts';

export interface DtiInput {
  /** Monthly gross income in dollars. */
  monthlyIncome: Decimal.Value;
  /** Existing monthly debt payments in dollars (mortgages included). */
  monthlyDebts: Decimal.Value;
}

/** Monthly income from annual stated or verified income, plus asset depletion when assets were verified. */
export function monthlyIncome(annualIncome: Decimal.Value, verifiedAssets: Decimal.Value = 0): Decimal {
  return new Decimal(annualIncome)
    .dividedBy(12)
    .plus(new Decimal(verifiedAssets).dividedBy(ASSET_DEPLETION_MONTHS));
}

/** Debt-to-income ratio in percent, unrounded; no income means an infinite ratio. */
export function dtiPercent(input: DtiInput, newPayment: Decimal.Value = 0): Decimal {
  const income = new Decimal(input.monthlyIncome);
  const debts = new Decimal(input.monthlyDebts).plus(newPayment);
  if (income.lte(0)) return new Decimal(Infinity);
  return debts.dividedBy(income).times(100);
}

/**
 * The largest line (whole dollars, ≥ 0) whose payment keeps DTI at or below `limitPercent`. The payment is linear
 * in the principal, so this solves (limit × income − debts) / factor exactly instead of searching.
 */
export function maxLineForDti(
  input: DtiInput,
  limitPercent: Decimal.Value,
  aprPercent: Decimal.Value,
  years: number,
): Decimal {
  const room = new Decimal(input.monthlyIncome).times(limitPercent).dividedBy(100).minus(input.monthlyDebts);
  if (room.lte(0)) return new Decimal(0);
  const factor = annuityFactor(aprPercent, years);
  const line = room.dividedBy(factor).toDecimalPlaces(0, Decimal.ROUND_DOWN);
  // Rounding the payment to cents can lift it a fraction of a cent over the room: step down a dollar then.
  return roundMoney(line.times(factor)).gt(room) ? line.minus(1) : line;
}
