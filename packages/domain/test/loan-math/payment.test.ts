import { Decimal } from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { annuityFactor, monthlyPayment } from '../../src/loan-math/payment.ts';

describe('monthlyPayment', () => {
  it.each([
    // principal, rate %, years, expected (standard amortisation tables)
    [100_000, 6, 30, '599.55'],
    [200_000, 7.6, 10, '2384.49'],
    [15_000, 17.2, 10, '262.60'],
    [400_000, '7.60', 30, '2824.30'],
    [12_000, 0, 10, '100.00'],
    [0, 9, 10, '0.00'],
  ])('%s at %s percent over %s years is %s', (principal, rate, years, expected) => {
    expect(monthlyPayment({ principal, annualRatePercent: rate, years }).toFixed(2)).toBe(expected);
  });

  it('pays interest only in the age-restricted variant', () => {
    expect(
      monthlyPayment({ principal: 120_000, annualRatePercent: 9, years: 30, interestOnly: true }).toFixed(2),
    ).toBe('900.00');
    expect(
      monthlyPayment({ principal: 100_000, annualRatePercent: 0, years: 10, interestOnly: true }).toFixed(2),
    ).toBe('0.00');
  });

  it('refuses inputs that have no payment', () => {
    expect(() => monthlyPayment({ principal: -1, annualRatePercent: 5, years: 10 })).toThrow(/principal/);
    expect(() => monthlyPayment({ principal: Number.NaN, annualRatePercent: 5, years: 10 })).toThrow(
      /Invalid input/,
    );
    expect(() => monthlyPayment({ principal: 1, annualRatePercent: -5, years: 10 })).toThrow(
      /annualRatePercent/,
    );
    expect(() => monthlyPayment({ principal: 1, annualRatePercent: 5, years: 0 })).toThrow(/years/);
    expect(() => monthlyPayment({ principal: 1, annualRatePercent: 5, years: 2.5 })).toThrow(/years/);
    expect(() => monthlyPayment({ principal: 'abc', annualRatePercent: 5, years: 1 })).toThrow(
      /not a number/,
    );
  });

  it('gives a zero-rate loan an exact 1/n factor', () => {
    expect(annuityFactor(0, 10).times(120).toNumber()).toBe(1);
  });
});

const principal = fc.integer({ min: 1_000, max: 400_000 });
const rateBps = fc.integer({ min: 1, max: 3_000 });
const years = fc.constantFrom(5, 10, 15, 20, 30);

describe('monthlyPayment properties', () => {
  it('rises with the rate', () => {
    fc.assert(
      fc.property(principal, rateBps, rateBps, years, (p, a, b, y) => {
        fc.pre(a !== b);
        const [low, high] = a < b ? [a, b] : [b, a];
        const pay = (bps: number) =>
          monthlyPayment({ principal: p, annualRatePercent: new Decimal(bps).dividedBy(100), years: y });
        expect(pay(high).gte(pay(low))).toBe(true);
        expect(
          annuityFactor(new Decimal(high).dividedBy(100), y).gt(
            annuityFactor(new Decimal(low).dividedBy(100), y),
          ),
        ).toBe(true);
      }),
    );
  });

  it('rises with the principal', () => {
    fc.assert(
      fc.property(principal, principal, rateBps, years, (a, b, r, y) => {
        fc.pre(a !== b);
        const [low, high] = a < b ? [a, b] : [b, a];
        const pay = (p: number) =>
          monthlyPayment({ principal: p, annualRatePercent: new Decimal(r).dividedBy(100), years: y });
        // Payments are rounded to the cent: a principal a few dollars higher can round to the same payment, so
        // it must never fall, and must rise once the difference is worth at least a cent a month.
        expect(pay(high).gte(pay(low))).toBe(true);
        if (high - low >= 12 * y) expect(pay(high).gt(pay(low))).toBe(true);
      }),
    );
  });

  it('is never NaN and repays at least the principal over the term', () => {
    fc.assert(
      fc.property(
        principal,
        fc.integer({ min: 0, max: 3_000 }),
        years,
        fc.boolean(),
        (p, r, y, interestOnly) => {
          const pay = monthlyPayment({
            principal: p,
            annualRatePercent: new Decimal(r).dividedBy(100),
            years: y,
            interestOnly,
          });
          expect(pay.isNaN()).toBe(false);
          expect(pay.isFinite()).toBe(true);
          if (!interestOnly) expect(pay.times(y * 12).gte(new Decimal(p).minus(y * 12 * 0.005))).toBe(true);
        },
      ),
    );
  });
});
