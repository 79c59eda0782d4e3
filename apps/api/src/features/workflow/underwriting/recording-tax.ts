import type { Decimal } from 'decimal.js';
import { recordingTaxAtRate } from '@lintel/domain/loan-math/recording-tax';

/**
 * Mortgage recording tax per $100,000 of the line, by state; every other state charges none. Spec 001 §1/§9 bounds
 * them to $0-$1,400 per $100,000. Rounded approximations of each state's mortgage/intangible tax: decision 020.
 */
export const RECORDING_TAX_PER_100K: Readonly<Record<string, number>> = {
  AL: 150,
  FL: 550,
  GA: 300,
  KS: 260,
  MD: 1_000,
  MN: 240,
  NY: 1_400,
  OK: 100,
  TN: 115,
  VA: 250,
};

/** Spec 001 §1: recording fees $0 to $315; the sandbox county charges this flat amount per state. */
export const RECORDING_FEE: Readonly<Record<string, number>> = { NY: 315, FL: 120, CA: 90, TX: 110 };
export const DEFAULT_RECORDING_FEE = 75;

export function recordingTax(amount: Decimal.Value, state: string): Decimal {
  const per100k = RECORDING_TAX_PER_100K[state.toUpperCase()] ?? 0;
  return recordingTaxAtRate(amount, per100k);
}

export function recordingFee(state: string): number {
  return RECORDING_FEE[state.toUpperCase()] ?? DEFAULT_RECORDING_FEE;
}
