import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { featureFlagOrgValues, featureFlags } from './feature-flags-tables.ts';
import type { StoredFlag } from './evaluate-flag.ts';

/** Flags (all, or those named) with the organisation's values joined in; one query. */
export async function loadFlags(
  db: Database,
  orgCode: string,
  keys?: readonly string[],
): Promise<StoredFlag[]> {
  const rows = await db
    .select({
      key: featureFlags.key,
      enabled: featureFlags.enabled,
      variables: featureFlags.variables,
      orgEnabled: featureFlagOrgValues.enabled,
      orgVariables: featureFlagOrgValues.variables,
    })
    .from(featureFlags)
    .leftJoin(
      featureFlagOrgValues,
      and(eq(featureFlagOrgValues.flagKey, featureFlags.key), eq(featureFlagOrgValues.orgCode, orgCode)),
    )
    .where(keys ? inArray(featureFlags.key, [...keys]) : undefined)
    .orderBy(featureFlags.key);
  return rows.map((r) => ({
    key: r.key,
    enabled: r.enabled,
    variables: r.variables,
    orgValue: r.orgEnabled === null ? null : { enabled: r.orgEnabled, variables: r.orgVariables ?? {} },
  }));
}
