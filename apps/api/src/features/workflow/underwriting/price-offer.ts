import { Decimal } from 'decimal.js';
import type { CreditTier } from './credit-tier.ts';
import { dtiPercent, maxLineForDti, type DtiInput } from './dti.ts';
import { cltvPercent, equityLine, type Collateral } from './line-size.ts';
import { roundMoney, roundPercent } from '@lintel/domain/loan-math/rounding';
import { annuityFactor } from '@lintel/domain/loan-math/payment';
import type { PricingPolicy } from '@lintel/domain/pricing/pricing-policy';
import { APR_MAX, APR_MIN } from './underwriting-numbers.ts';

/** A term the lender's sheet offers, with its rate adjustment. */
export type SheetTerm = PricingPolicy['rateSheet']['terms'][number];

export interface PricedTerm {
  type: 'FIXED' | 'FLOATING';
  term: number;
  baseRate: Decimal;
  otherRate: Decimal;
  rate: Decimal;
  /** Largest line equity allows, DTI at or below the decline limit allows, and the product allows. */
  max: Decimal;
  maxDtiUnlimited: Decimal;
  /** DTI, percent, with this term's payment on the smallest line. */
  dtiAtMinimum: Decimal;
}

/** Clamp to the advertised APR range: a safety net, a sheet is refused unless it stays inside it (decision 195). */
export function clampApr(rate: Decimal.Value): Decimal {
  return Decimal.min(Decimal.max(rate, APR_MIN), APR_MAX);
}

/** Rate and line for one term and type; pure arithmetic, eligibility is the caller's. */
export function priceTerm(
  policy: PricingPolicy,
  tier: CreditTier,
  collateral: Collateral,
  dti: DtiInput,
  type: 'FIXED' | 'FLOATING',
  { years: term, adjustment }: SheetTerm,
): PricedTerm {
  const { rateSheet: sheet, creditPolicy: credit } = policy;
  const equity = equityLine(collateral, tier.maxCltvPercent, credit.lineMax);
  const highCltv = cltvPercent(collateral, Decimal.max(equity, 0)).gt(sheet.highCltv.abovePercent);
  const otherRate = new Decimal(adjustment)
    .plus(type === 'FLOATING' ? sheet.floating.margin : 0)
    .plus(highCltv ? sheet.highCltv.adjustment : 0);
  const baseRate = new Decimal(tier.baseRate);
  const rate = roundPercent(clampApr(baseRate.plus(otherRate)));
  const dtiLine = maxLineForDti(dti, credit.maxDtiPercent, rate, term);
  const max = Decimal.min(equity, dtiLine);
  const unlimited = Decimal.max(
    Decimal.min(max, maxLineForDti(dti, credit.dtiUnlimitedPercent, rate, term)),
    0,
  );
  const minPayment = roundMoney(annuityFactor(rate, term).times(credit.lineMin));
  return {
    type,
    term,
    baseRate,
    otherRate,
    rate,
    max,
    maxDtiUnlimited: unlimited,
    dtiAtMinimum: dtiPercent(dti, minPayment),
  };
}
