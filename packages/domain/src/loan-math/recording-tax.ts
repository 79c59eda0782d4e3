import type { Decimal } from 'decimal.js';
import { RECORDING_TAX_BASE } from '../constants/loan-bounds.ts';
import { InvalidInputError } from './invalid-input.ts';
import { roundMoney, toDecimal } from './rounding.ts';

export interface RecordingTaxInput {
  draw: Decimal.Value;
  /** The offer's `min` and `max` (the draw range). */
  min: Decimal.Value;
  max: Decimal.Value;
  /** The offer's `minRecordingTax` (owed at `min`) and `maxRecordingTax` (owed at `max`). */
  minRecordingTax: Decimal.Value;
  maxRecordingTax: Decimal.Value;
}

/**
 * Spec 001 §9: the recording tax of a draw, linear between the offer's minimum and maximum and clamped outside them,
 * rounded half-to-even to cents.
 */
export function interpolateRecordingTax(input: RecordingTaxInput): Decimal {
  const draw = toDecimal(input.draw, 'draw');
  const min = toDecimal(input.min, 'min');
  const max = toDecimal(input.max, 'max');
  const minTax = toDecimal(input.minRecordingTax, 'minRecordingTax');
  const maxTax = toDecimal(input.maxRecordingTax, 'maxRecordingTax');
  if (max.lessThan(min))
    throw new InvalidInputError(`max (${max.toString()}) is below min (${min.toString()})`);
  if (draw.lte(min)) return roundMoney(minTax);
  if (draw.gte(max)) return roundMoney(maxTax);
  const share = draw.minus(min).dividedBy(max.minus(min));
  return roundMoney(minTax.plus(maxTax.minus(minTax).times(share)));
}

/** The tax on an amount at a state's rate per $100,000 (the server's per-state table supplies the rate). */
export function recordingTaxAtRate(amount: Decimal.Value, perHundredThousand: Decimal.Value): Decimal {
  return roundMoney(
    toDecimal(amount, 'amount')
      .times(toDecimal(perHundredThousand, 'perHundredThousand'))
      .dividedBy(RECORDING_TAX_BASE),
  );
}
