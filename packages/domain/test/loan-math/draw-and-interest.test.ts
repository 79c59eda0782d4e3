import { Decimal } from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { drawTotal, originationFee } from '../../src/loan-math/draw-total.ts';
import { accruedInterest } from '../../src/loan-math/interest.ts';
import { interpolateRecordingTax, recordingTaxAtRate } from '../../src/loan-math/recording-tax.ts';

describe('drawTotal', () => {
  it.each([
    [{ amount: 50_000, feePercent: '4.99' }, '2495.00', '52495.00'],
    [{ amount: 15_000, feePercent: 0 }, '0.00', '15000.00'],
    [{ amount: '10000.55', feePercent: '1.99' }, '199.01', '10199.56'],
    [{ amount: 200_000, feePercent: '4.99', feeCap: 7_500 }, '7500.00', '207500.00'],
    [{ amount: 100_000, feePercent: '4.99', feeCap: 7_500 }, '4990.00', '104990.00'],
    [{ amount: 100_000, feePercent: '4.99', feeCap: null }, '4990.00', '104990.00'],
  ])('%o has fee %s and total %s', (input, fee, total) => {
    expect(originationFee(input).toFixed(2)).toBe(fee);
    expect(drawTotal(input).toFixed(2)).toBe(total);
  });

  it('rounds the fee down to the cent, as the server does', () => {
    // 333.33 × 2.99 % = 9.966567
    expect(originationFee({ amount: '333.33', feePercent: '2.99' }).toFixed(2)).toBe('9.96');
  });

  it.each([
    [{ amount: -1, feePercent: 1 }, /amount must not be negative/],
    [{ amount: Number.NaN, feePercent: 1 }, /amount/],
    [{ amount: 1, feePercent: -0.5 }, /feePercent must not be negative/],
    [{ amount: 1, feePercent: Number.NaN }, /feePercent/],
    [{ amount: 1, feePercent: 1, feeCap: -1 }, /feeCap/],
  ])('%o throws a developer-facing Error', (input, message) => {
    expect(() => drawTotal(input)).toThrow(Error);
    expect(() => drawTotal(input)).toThrow(message);
  });

  it('never totals less than the amount nor more than amount plus the full percentage', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 40_000_000 }),
        fc.integer({ min: 0, max: 499 }),
        (cents, feeBps) => {
          const amount = new Decimal(cents).dividedBy(100);
          const feePercent = new Decimal(feeBps).dividedBy(100);
          const total = drawTotal({ amount, feePercent });
          expect(total.gte(amount)).toBe(true);
          expect(total.lte(amount.times(feePercent.dividedBy(100).plus(1)))).toBe(true);
        },
      ),
    );
  });
});

describe('accruedInterest', () => {
  it.each([
    [{ balance: 120_000, annualRatePercent: 10 }, '1000.00'],
    [{ balance: 100_000, annualRatePercent: '7.6', days: 365.25 }, '7600.00'],
    [{ balance: 100_000, annualRatePercent: 10, days: 1 }, '27.38'],
    [{ balance: 50_000, annualRatePercent: 9, days: 0 }, '0.00'],
  ])('%o accrues %s', (input, expected) => {
    expect(accruedInterest(input).toFixed(2)).toBe(expected);
  });

  it('refuses negative and NaN inputs', () => {
    expect(() => accruedInterest({ balance: -1, annualRatePercent: 1 })).toThrow(/balance/);
    expect(() => accruedInterest({ balance: 1, annualRatePercent: 1, days: -2 })).toThrow(/days/);
    expect(() => accruedInterest({ balance: 1, annualRatePercent: Number.NaN })).toThrow(/annualRatePercent/);
  });
});

describe('interpolateRecordingTax', () => {
  const offer = { min: 15_000, max: 115_000, minRecordingTax: 210, maxRecordingTax: 1_610 };
  it.each([
    [15_000, '210.00'],
    [65_000, '910.00'],
    [115_000, '1610.00'],
    [10_000, '210.00'],
    [500_000, '1610.00'],
    [15_001, '210.01'],
  ])('a draw of %s owes %s', (draw, expected) => {
    expect(interpolateRecordingTax({ ...offer, draw }).toFixed(2)).toBe(expected);
  });

  it('handles a single-amount offer and refuses an inverted range', () => {
    expect(interpolateRecordingTax({ ...offer, max: 15_000, draw: 15_000 }).toFixed(2)).toBe('210.00');
    expect(() => interpolateRecordingTax({ ...offer, max: 1, draw: 1 })).toThrow(/below min/);
  });

  it('applies a per-$100,000 rate', () => {
    expect(recordingTaxAtRate(250_000, 1_400).toFixed(2)).toBe('3500.00');
    expect(recordingTaxAtRate(15_000, 115).toFixed(2)).toBe('17.25');
  });
});
