import { Decimal } from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dtiPercent } from '../../../../src/features/workflow/underwriting/dti.ts';
import { drawTotal } from '../../../../src/features/workflow/underwriting/origination-fee.ts';
import { annuityFactor, monthlyPayment } from '@lintel/domain/loan-math/payment';
import { roundMoney } from '@lintel/domain/loan-math/rounding';
import { underwrite } from '../../../../src/features/workflow/underwriting/underwrite.ts';
import { uwInput } from './input-fixture.ts';
import { DEFAULT_PRICING_POLICY } from '@lintel/domain/pricing/default-pricing-policy';
import { HARBOR_PRICING, SUMMIT_PRICING } from '../../../../src/features/pricing/demo-pricing.ts';

const applicant = fc.record({
  score: fc.integer({ min: 300, max: 850 }),
  value: fc.integer({ min: 50_000, max: 3_000_000 }),
  ltv: fc.integer({ min: 0, max: 100 }),
  income: fc.integer({ min: 0, max: 9_999_999 }),
  debts: fc.integer({ min: 0, max: 40_000 }),
  state: fc.constantFrom('CO', 'FL', 'NY', 'TX', 'CA', 'MD'),
  // Every demo lender's sheet keeps the same bounds (decision 195).
  policy: fc.constantFrom(DEFAULT_PRICING_POLICY, HARBOR_PRICING, SUMMIT_PRICING),
});
type Applicant = typeof applicant extends fc.Arbitrary<infer T> ? T : never;

const run = (a: Applicant) =>
  underwrite(
    uwInput({
      policy: a.policy,
      score: a.score,
      valuation: { value: a.value, source: 'AVM' },
      liensBalance: Math.floor((a.value * a.ltv) / 100),
      annualIncome: a.income,
      monthlyDebts: a.debts,
      state: a.state,
    }),
  );

describe('underwriting properties', () => {
  it('keeps every line, draw, rate and fee inside the advertised bounds', () => {
    fc.assert(
      fc.property(applicant, (a) => {
        for (const o of run(a).offers) {
          expect(o.min).toBe(15_000);
          expect(o.max).toBeGreaterThanOrEqual(15_000);
          expect(o.max).toBeLessThanOrEqual(400_000);
          expect(o.maxDraw).toBeGreaterThanOrEqual(o.minDraw);
          expect(drawTotal(o.maxDraw, o.originationFee, o.ofeeMaxThreshold).lte(o.max)).toBe(true);
          for (const r of [o.rate, ...o.discountList.map((d) => d.rateWithDiscount)]) {
            expect(r).toBeGreaterThanOrEqual(7.6);
            expect(r).toBeLessThanOrEqual(17.2);
          }
          expect(o.originationFee).toBeLessThanOrEqual(4.99);
          const fee = o.costs.find((c) => c.feeType === 'ORIGINATION_FEE')!.borrowerPaidAmount;
          expect(new Decimal(fee).lte(new Decimal(o.maxDraw).times('0.0499'))).toBe(true);
          expect(o.minRecordingTax).toBeLessThanOrEqual(o.maxRecordingTax);
          expect(
            new Decimal(o.maxRecordingTax).lte(
              roundMoney(new Decimal(o.max).times(1_400).dividedBy(100_000)),
            ),
          ).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('declines on DTI exactly when the smallest line would push DTI above 50%, and never offers a line above 50%', () => {
    fc.assert(
      fc.property(applicant, (a) => {
        const r = run(a);
        if (r.creditScoreDecline || r.dtiPercentAtMinimum === undefined) return;
        expect(r.dtiDecline).toBe(r.dtiPercentAtMinimum > 50);
        const dti = { monthlyIncome: new Decimal(a.income).dividedBy(12), monthlyDebts: a.debts };
        for (const o of r.offers) {
          expect(
            dtiPercent(
              dti,
              monthlyPayment({ principal: o.max, annualRatePercent: o.rate, years: o.term }),
            ).lte(50),
          ).toBe(true);
          // Zero when existing debts alone pass 43%: no line is free of the income limit then.
          if (o.maxDtiUnlimited > 0)
            expect(
              dtiPercent(
                dti,
                monthlyPayment({ principal: o.maxDtiUnlimited, annualRatePercent: o.rate, years: o.term }),
              ).lte(43),
            ).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('never gives a higher score a higher rate for the same term and type', () => {
    fc.assert(
      fc.property(applicant, fc.integer({ min: 1, max: 200 }), (a, bump) => {
        const worse = run(a).offers;
        const better = run({ ...a, score: Math.min(850, a.score + bump) }).offers;
        for (const o of better) {
          const same = worse.find((w) => w.type === o.type && w.term === o.term);
          if (same) expect(o.rate).toBeLessThanOrEqual(same.rate);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('computes payments in exact cents that amortise the principal to zero', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 15_000, max: 400_000 }),
        fc.integer({ min: 760, max: 1720 }),
        fc.constantFrom(10, 15, 20, 30),
        (principal, bp, years) => {
          const apr = new Decimal(bp).dividedBy(100);
          const pay = monthlyPayment({ principal, annualRatePercent: apr, years });
          expect(pay.decimalPlaces()).toBeLessThanOrEqual(2);
          let balance = new Decimal(principal);
          const factor = annuityFactor(apr, years);
          for (let m = 0; m < years * 12; m += 1)
            balance = balance.times(apr.dividedBy(1200).plus(1)).minus(factor.times(principal));
          expect(balance.abs().lt('1e-6')).toBe(true);
        },
      ),
      { numRuns: 100 },
    );
  });
});
