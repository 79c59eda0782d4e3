import { Decimal } from 'decimal.js';

export interface Collateral {
  /** Property value in dollars (AVM, BPO or the borrower's estimate). */
  value: Decimal.Value;
  /** Sum of the balances of every lien ahead of ours. */
  liensBalance: Decimal.Value;
}

/**
 * The line the equity allows: value × max CLTV − liens, whole dollars, capped at the lender's largest line.
 * May be below the product minimum (or negative): the caller declines for insufficient equity.
 */
export function equityLine(collateral: Collateral, maxCltvPercent: number, lineMax: number): Decimal {
  const room = new Decimal(collateral.value)
    .times(maxCltvPercent)
    .dividedBy(100)
    .minus(collateral.liensBalance);
  return Decimal.min(room.toDecimalPlaces(0, Decimal.ROUND_DOWN), lineMax);
}

/** Combined loan-to-value, percent, of the existing liens plus a line of `line` dollars. */
export function cltvPercent(collateral: Collateral, line: Decimal.Value): Decimal {
  const value = new Decimal(collateral.value);
  if (value.lte(0)) return new Decimal(Infinity);
  return new Decimal(collateral.liensBalance).plus(line).dividedBy(value).times(100);
}
