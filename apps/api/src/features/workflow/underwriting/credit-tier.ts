import { MIN_CREDIT_SCORE } from './underwriting-numbers.ts';

export interface CreditTier {
  name: 'T1' | 'T2' | 'T3' | 'T4' | 'T5' | 'T6';
  minScore: number;
  /** Base APR in percent before term, type and CLTV adjustments. */
  baseRate: string;
  /** Maximum combined loan-to-value, percent. */
  maxCltvPercent: number;
  /** Origination fee, percent of the initial draw. */
  originationFeePercent: string;
}

/** Best first. The extremes reach exactly the advertised APR range: see decision 020. */
export const CREDIT_TIERS: readonly CreditTier[] = [
  { name: 'T1', minScore: 780, baseRate: '8.35', maxCltvPercent: 85, originationFeePercent: '0' },
  { name: 'T2', minScore: 740, baseRate: '9.10', maxCltvPercent: 85, originationFeePercent: '0.99' },
  { name: 'T3', minScore: 700, baseRate: '10.45', maxCltvPercent: 80, originationFeePercent: '1.99' },
  { name: 'T4', minScore: 680, baseRate: '11.95', maxCltvPercent: 80, originationFeePercent: '2.99' },
  { name: 'T5', minScore: 660, baseRate: '13.95', maxCltvPercent: 75, originationFeePercent: '3.99' },
  {
    name: 'T6',
    minScore: MIN_CREDIT_SCORE,
    baseRate: '15.95',
    maxCltvPercent: 75,
    originationFeePercent: '4.99',
  },
];

/** The tier of a credit score, or undefined below the minimum score (a credit-score decline). */
export function creditTier(score: number): CreditTier | undefined {
  return CREDIT_TIERS.find((t) => score >= t.minScore);
}
