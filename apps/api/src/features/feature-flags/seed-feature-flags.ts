import type { Database } from '../../platform/db/database.ts';
import { featureFlagOrgValues, featureFlags } from './feature-flags-tables.ts';
import { DEMO_FLAGS } from './demo-feature-flags.ts';

/**
 * The flags the product reads, each with its default for every lender (product data, in every mode: without them a
 * production lender would have every flag off, the classic registration among them). Missing ones are inserted,
 * existing ones left alone, so a flag switched by an operator stays switched.
 */
export async function seedFlagCatalogue(db: Database, now = new Date()): Promise<void> {
  for (const { key, description, enabled, variables } of DEMO_FLAGS) {
    await db
      .insert(featureFlags)
      .values({ key, description, enabled, variables, createdAt: now, updatedAt: now })
      .onConflictDoNothing();
  }
}

/**
 * The catalogue, then the demo lenders' own values that are missing, leaving existing rows alone, so a flag
 * switched by hand for a demo (decision 052) stays switched across restarts.
 */
export async function seedFeatureFlags(db: Database, now = new Date()): Promise<void> {
  await seedFlagCatalogue(db, now);
  for (const flag of DEMO_FLAGS) {
    for (const [orgCode, value] of Object.entries(flag.orgs)) {
      await db
        .insert(featureFlagOrgValues)
        .values({
          flagKey: flag.key,
          orgCode,
          enabled: value.enabled,
          variables: value.variables ?? {},
          updatedAt: now,
        })
        .onConflictDoNothing();
    }
  }
}
