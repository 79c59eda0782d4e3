import type { Database } from '../../platform/db/database.ts';
import { featureFlagOrgValues, featureFlags } from './feature-flags-tables.ts';
import { DEMO_FLAGS } from './demo-feature-flags.ts';

/**
 * Inserts the demo flags and organisation values that are missing and leaves existing rows alone, so a flag
 * switched by hand for a demo (decision 052) stays switched across restarts.
 */
export async function seedFeatureFlags(db: Database, now = new Date()): Promise<void> {
  for (const flag of DEMO_FLAGS) {
    const { key, description, enabled, variables } = flag;
    await db
      .insert(featureFlags)
      .values({ key, description, enabled, variables, createdAt: now, updatedAt: now })
      .onConflictDoNothing();
    for (const [orgCode, value] of Object.entries(flag.orgs)) {
      await db
        .insert(featureFlagOrgValues)
        .values({
          flagKey: key,
          orgCode,
          enabled: value.enabled,
          variables: value.variables ?? {},
          updatedAt: now,
        })
        .onConflictDoNothing();
    }
  }
}
