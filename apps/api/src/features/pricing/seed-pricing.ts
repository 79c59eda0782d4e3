import { checkPricingPolicy } from '@lintel/domain/pricing/pricing-bounds';
import type { Database } from '../../platform/db/database.ts';
import { DEMO_ORGANISATIONS } from '../organisations/seeds/demo-organisations.ts';
import { DEFAULT_PRICING_POLICY } from '@lintel/domain/pricing/default-pricing-policy';
import { DEMO_PRICING } from './demo-pricing.ts';
import { pricingPolicies } from './pricing-tables.ts';

/**
 * Gives every demo lender its first sheet version when it has none of that name. Existing rows are left alone: a
 * version is never rewritten, and versions an operator published stay across restarts (as flags do).
 */
export async function seedPricing(db: Database, now = new Date()): Promise<void> {
  for (const seed of DEMO_ORGANISATIONS) {
    const orgCode = seed.organisation.orgCode;
    const check = checkPricingPolicy(DEMO_PRICING[orgCode] ?? DEFAULT_PRICING_POLICY);
    // A demo sheet out of bounds is a bug in this file: stop the start loudly.
    if (!check.ok) throw new Error(`Demo pricing for ${orgCode}: ${check.problems.join('; ')}`);
    const { policy } = check;
    await db
      .insert(pricingPolicies)
      .values({
        orgCode,
        version: policy.version,
        effectiveFrom: policy.effectiveFrom,
        expiresOn: policy.expiresOn,
        policy,
        createdAt: now,
      })
      .onConflictDoNothing();
  }
}
