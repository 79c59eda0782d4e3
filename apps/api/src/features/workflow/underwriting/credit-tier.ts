import type { PricingPolicy, PricingTier } from '@lintel/domain/pricing/pricing-policy';

/** A tier of the lender's sheet, its maximum CLTV already capped by the lender's credit policy. */
export type CreditTier = PricingTier;

/** The tier of a credit score, or undefined below the policy's minimum score (a credit-score decline). */
export function creditTier(policy: PricingPolicy, score: number): CreditTier | undefined {
  if (score < policy.creditPolicy.minCreditScore) return undefined;
  const tier = policy.rateSheet.tiers.find((t) => score >= t.minScore);
  if (!tier) return undefined;
  return { ...tier, maxCltvPercent: Math.min(tier.maxCltvPercent, policy.creditPolicy.maxCltvPercent) };
}
