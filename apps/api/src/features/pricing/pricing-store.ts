import { and, desc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import { DEFAULT_PRICING_POLICY } from '@lintel/domain/pricing/default-pricing-policy';
import type { PricingPolicy } from '@lintel/domain/pricing/pricing-policy';
import type { Executor } from '../../platform/db/db-executor.ts';
import { pricingPolicies } from './pricing-tables.ts';

/** Whether a version still prices on `asOf` (an ISO date): from its effective date up to, not including, its expiry. */
export function inForce(policy: Pick<PricingPolicy, 'effectiveFrom' | 'expiresOn'>, asOf: string): boolean {
  return policy.effectiveFrom <= asOf && (policy.expiresOn === null || asOf < policy.expiresOn);
}

/** The stored row as the policy object underwriting reads (the expiry column wins: it is the one that may change). */
function toPolicy(row: typeof pricingPolicies.$inferSelect): PricingPolicy {
  return { ...row.policy, version: row.version, effectiveFrom: row.effectiveFrom, expiresOn: row.expiresOn };
}

/**
 * The version new applications of `orgCode` are priced on at `asOf`: the latest effective one not expired. A lender
 * without a sheet of its own prices on the standard sheet (decision 195). One indexed query.
 */
export async function currentPricingPolicy(
  db: Executor,
  orgCode: string,
  asOf: string,
): Promise<PricingPolicy> {
  const [row] = await db
    .select()
    .from(pricingPolicies)
    .where(
      and(
        eq(pricingPolicies.orgCode, orgCode),
        lte(pricingPolicies.effectiveFrom, asOf),
        or(isNull(pricingPolicies.expiresOn), gt(pricingPolicies.expiresOn, asOf)),
      ),
    )
    .orderBy(desc(pricingPolicies.effectiveFrom), desc(pricingPolicies.createdAt))
    .limit(1);
  return row ? toPolicy(row) : DEFAULT_PRICING_POLICY;
}

export async function pricingPolicyVersion(
  db: Executor,
  orgCode: string,
  version: string,
): Promise<PricingPolicy | undefined> {
  const [row] = await db
    .select()
    .from(pricingPolicies)
    .where(and(eq(pricingPolicies.orgCode, orgCode), eq(pricingPolicies.version, version)));
  if (row) return toPolicy(row);
  return version === DEFAULT_PRICING_POLICY.version ? DEFAULT_PRICING_POLICY : undefined;
}

/**
 * The policy an application is priced on: the version it was first priced on, while that version is in force, so a
 * sheet published after the offers never changes them (re-pricing on verified income, a BPO or the hard pull
 * included); else, and for an application not priced yet, the version in force now.
 */
export async function pricingPolicyFor(
  db: Executor,
  application: { orgCode: string; pricingVersion: string | null },
  asOf: string,
): Promise<PricingPolicy> {
  if (application.pricingVersion !== null) {
    const kept = await pricingPolicyVersion(db, application.orgCode, application.pricingVersion);
    if (kept && asOf < (kept.expiresOn ?? '9999-12-31')) return kept;
  }
  return currentPricingPolicy(db, application.orgCode, asOf);
}

/** The version in force at `asOf` for every lender with a sheet, in one query (the organisation directory's load). */
export async function currentPricingPolicies(
  db: Executor,
  asOf: string,
): Promise<Map<string, PricingPolicy>> {
  const rows = await db
    .select()
    .from(pricingPolicies)
    .where(lte(pricingPolicies.effectiveFrom, asOf))
    .orderBy(desc(pricingPolicies.effectiveFrom), desc(pricingPolicies.createdAt));
  const byOrg = new Map<string, PricingPolicy>();
  for (const row of rows) {
    const policy = toPolicy(row);
    if (!byOrg.has(row.orgCode) && inForce(policy, asOf)) byOrg.set(row.orgCode, policy);
  }
  return byOrg;
}
