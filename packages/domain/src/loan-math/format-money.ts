import type { Decimal } from 'decimal.js';
import { MONEY_DECIMALS, PERCENT_DECIMALS } from '../constants/loan-math.ts';
import { roundMoney, roundPercent } from './rounding.ts';

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * US dollars as shown to borrowers: `$12,345.68`, `-$5.00`. Rounded half-to-even in decimal.js, then grouped by hand,
 * because Intl.NumberFormat would round through a float and half-expand.
 */
export function formatUsd(value: Decimal.Value, precision: number = MONEY_DECIMALS): string {
  const rounded = roundMoney(value, precision);
  const [whole = '0', fraction] = rounded.abs().toFixed(precision).split('.');
  const sign = rounded.isNegative() && !rounded.isZero() ? '-' : '';
  return `${sign}$${groupThousands(whole)}${fraction === undefined ? '' : `.${fraction}`}`;
}

/** A plain decimal string for payloads and inputs: `12345.68`. */
export function formatMoneyPlain(value: Decimal.Value, precision: number = MONEY_DECIMALS): string {
  const rounded = roundMoney(value, precision);
  return (rounded.isZero() ? rounded.abs() : rounded).toFixed(precision);
}

/** A percentage, 3 decimals by default: `7.600%`. */
export function formatPercent(value: Decimal.Value, precision: number = PERCENT_DECIMALS): string {
  const rounded = roundPercent(value, precision);
  return `${(rounded.isZero() ? rounded.abs() : rounded).toFixed(precision)}%`;
}
