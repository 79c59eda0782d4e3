import { asc, and, eq } from 'drizzle-orm';
import { checkPricingPolicy } from '@lintel/domain/pricing/pricing-bounds';
import { isCalendarDate, type PricingPolicy } from '@lintel/domain/pricing/pricing-policy';
import { recordAudit, type Actor } from '../audit/audit-log.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { organisations } from '../organisations/organisations-tables.ts';
import { PricingAdminError } from './pricing-admin-error.ts';
import { currentPricingPolicy, inForce } from './pricing-store.ts';
import { pricingPolicies } from './pricing-tables.ts';

/** One stored version as the operator sees it. */
export interface PricingVersionListing {
  orgCode: string;
  version: string;
  effectiveFrom: string;
  expiresOn: string | null;
  /** New applications of the lender are priced on this version today. */
  current: boolean;
  publishedAt: string;
}

const today = (clock: Clock) => clock.now().toISOString().slice(0, 10);

async function requireOrganisation(db: Database, orgCode: string): Promise<void> {
  const [row] = await db
    .select({ code: organisations.code })
    .from(organisations)
    .where(eq(organisations.code, orgCode));
  if (!row) throw new PricingAdminError([`Unknown organisation "${orgCode}"`]);
}

/** Every version (of one lender, or all), oldest first, with the one in force today marked. */
export async function listPricing(
  db: Database,
  clock: Clock,
  orgCode?: string,
): Promise<PricingVersionListing[]> {
  if (orgCode !== undefined) await requireOrganisation(db, orgCode);
  const rows = await db
    .select()
    .from(pricingPolicies)
    .where(orgCode === undefined ? undefined : eq(pricingPolicies.orgCode, orgCode))
    .orderBy(
      asc(pricingPolicies.orgCode),
      asc(pricingPolicies.effectiveFrom),
      asc(pricingPolicies.createdAt),
    );
  const asOf = today(clock);
  const current = new Map<string, string>();
  for (const code of new Set(rows.map((r) => r.orgCode)))
    current.set(code, (await currentPricingPolicy(db, code, asOf)).version);
  return rows.map((r) => ({
    orgCode: r.orgCode,
    version: r.version,
    effectiveFrom: r.effectiveFrom,
    expiresOn: r.expiresOn,
    current: current.get(r.orgCode) === r.version && inForce(r, asOf),
    publishedAt: r.createdAt.toISOString(),
  }));
}

/** One version whole (the version in force today when none is named). */
export async function showPricing(
  db: Database,
  clock: Clock,
  orgCode: string,
  version?: string,
): Promise<PricingPolicy> {
  await requireOrganisation(db, orgCode);
  if (version === undefined) return currentPricingPolicy(db, orgCode, today(clock));
  const [row] = await db
    .select()
    .from(pricingPolicies)
    .where(and(eq(pricingPolicies.orgCode, orgCode), eq(pricingPolicies.version, version)));
  if (!row) throw new PricingAdminError([`${orgCode} has no pricing version "${version}"`]);
  return { ...row.policy, expiresOn: row.expiresOn };
}

/**
 * Publishes a new version of a lender's sheet: checked whole against the schema and the spec's bounds, then stored
 * with its audit row in one transaction, so a refused sheet leaves nothing behind. Applications already priced keep
 * their version; new ones get this one from its effective date (decision 195).
 */
export async function publishPricing(
  db: Database,
  clock: Clock,
  actor: Actor,
  orgCode: string,
  sheet: unknown,
): Promise<PricingPolicy> {
  await requireOrganisation(db, orgCode);
  const check = checkPricingPolicy(sheet);
  if (!check.ok) throw new PricingAdminError(check.problems);
  const { policy } = check;
  const now = clock.now();
  // A sheet takes effect today at the earliest: one dated earlier would re-price what borrowers were already told.
  if (policy.effectiveFrom < today(clock))
    throw new PricingAdminError([
      `effectiveFrom (${policy.effectiveFrom}) is in the past: a sheet takes effect today (${today(clock)}) or later`,
    ]);
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(pricingPolicies)
      .values({
        orgCode,
        version: policy.version,
        effectiveFrom: policy.effectiveFrom,
        expiresOn: policy.expiresOn,
        policy,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ version: pricingPolicies.version });
    if (inserted.length === 0)
      throw new PricingAdminError([
        `${orgCode} already has version "${policy.version}": a published version never changes (applications are priced on it); publish a new version`,
      ]);
    await recordAudit(tx, clock, {
      actor,
      action: 'pricing.publish',
      before: null,
      after: { orgCode, ...policy },
    });
    return policy;
  });
}

/**
 * Ends a version on `expiresOn` (the first day it no longer prices): from then, applications priced on it are
 * re-priced on the version in force. The only change a published version allows; audited.
 */
export async function expirePricing(
  db: Database,
  clock: Clock,
  actor: Actor,
  orgCode: string,
  version: string,
  expiresOn: string,
): Promise<PricingVersionListing> {
  await requireOrganisation(db, orgCode);
  const where = and(eq(pricingPolicies.orgCode, orgCode), eq(pricingPolicies.version, version));
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(pricingPolicies).where(where);
    if (!row) throw new PricingAdminError([`${orgCode} has no pricing version "${version}"`]);
    if (!isCalendarDate(expiresOn))
      throw new PricingAdminError([`expiresOn: Enter a real date as YYYY-MM-DD, got "${expiresOn}"`]);
    if (expiresOn <= row.effectiveFrom)
      throw new PricingAdminError([
        `expiresOn (${expiresOn}) must be after effectiveFrom (${row.effectiveFrom})`,
      ]);
    await tx.update(pricingPolicies).set({ expiresOn }).where(where);
    await recordAudit(tx, clock, {
      actor,
      action: 'pricing.expire',
      before: { orgCode, version, expiresOn: row.expiresOn },
      after: { orgCode, version, expiresOn },
    });
  });
  const [listing] = (await listPricing(db, clock, orgCode)).filter((v) => v.version === version);
  return listing as PricingVersionListing;
}
