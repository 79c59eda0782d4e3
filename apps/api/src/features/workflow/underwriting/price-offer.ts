import { Decimal } from 'decimal.js';
import type { CreditTier } from './credit-tier.ts';
import { dtiPercent, maxLineForDti, type DtiInput } from './dti.ts';
import { cltvPercent, equityLine, type Collateral } from './line-size.ts';
import { roundMoney, roundPercent } from '@lintel/domain/loan-math/rounding';
import { annuityFactor } from '@lintel/domain/loan-math/payment';
import {
  APR_MAX,
  APR_MIN,
  DTI_DECLINE_PERCENT,
  DTI_UNLIMITED_PERCENT,
  FLOATING_ADJUSTMENT,
  HIGH_CLTV_ADJUSTMENT,
  HIGH_CLTV_PERCENT,
  LINE_MIN,
  TERM_ADJUSTMENT,
  type TermYears,
} from './underwriting-numbers.ts';

export interface PricedTerm {
  type: 'FIXED' | 'FLOATING';
  term: TermYears;
  baseRate: Decimal;
  otherRate: Decimal;
  rate: Decimal;
  /** Largest line equity allows, DTI at or below the decline limit allows, and the product allows. */
  max: Decimal;
  maxDtiUnlimited: Decimal;
  /** DTI, percent, with this term's payment on the smallest line. */
  dtiAtMinimum: Decimal;
}

/** Clamp to the advertised APR range: a safety net, the tier table already stays inside it. */
export function clampApr(rate: Decimal.Value): Decimal {
  return Decimal.min(Decimal.max(rate, APR_MIN), APR_MAX);
}

/** Rate and line for one term and type; pure arithmetic, eligibility is the caller's. */
export function priceTerm(
  tier: CreditTier,
  collateral: Collateral,
  dti: DtiInput,
  type: 'FIXED' | 'FLOATING',
  term: TermYears,
): PricedTerm {
  const equity = equityLine(collateral, tier.maxCltvPercent);
  const highCltv = cltvPercent(collateral, Decimal.max(equity, 0)).gt(HIGH_CLTV_PERCENT);
  const otherRate = new Decimal(TERM_ADJUSTMENT[term])
    .plus(type === 'FLOATING' ? FLOATING_ADJUSTMENT : 0)
    .plus(highCltv ? HIGH_CLTV_ADJUSTMENT : 0);
  const baseRate = new Decimal(tier.baseRate);
  const rate = roundPercent(clampApr(baseRate.plus(otherRate)));
  const dtiLine = maxLineForDti(dti, DTI_DECLINE_PERCENT, rate, term);
  const max = Decimal.min(equity, dtiLine);
  const unlimited = Decimal.max(Decimal.min(max, maxLineForDti(dti, DTI_UNLIMITED_PERCENT, rate, term)), 0);
  const minPayment = roundMoney(annuityFactor(rate, term).times(LINE_MIN));
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
