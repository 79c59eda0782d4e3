import { and, asc, eq } from 'drizzle-orm';
import { recordAudit, type Actor } from '../audit/audit-log.ts';
import type { Database } from '../../platform/db/database.ts';
import { featureFlagOrgValues, featureFlags } from './feature-flags-tables.ts';
import { organisations } from '../organisations/organisations-tables.ts';
import type { Clock } from '../../platform/clock.ts';
import { evaluateFlag } from './evaluate-flag.ts';
import { loadFlags } from './flag-repository.ts';
import { FlagAdminError } from './flag-admin-error.ts';
import { validateVariables, type FlagVariables } from './flag-variables.ts';

export interface FlagListing {
  key: string;
  description: string;
  /** The default for every organisation without a value of its own. */
  enabled: boolean;
  /** Per-organisation values, by code. */
  orgs: Record<string, boolean>;
  /** When listed for one organisation: what it gets (default merged with its value). */
  effective?: { enabled: boolean; variables: FlagVariables };
}

export interface SetFlagInput {
  key: string;
  enabled: boolean;
  orgCode?: string | undefined;
  variables?: FlagVariables | undefined;
}

export async function listFlags(db: Database, orgCode?: string): Promise<FlagListing[]> {
  if (orgCode !== undefined) await requireOrganisation(db, orgCode);
  const [flags, values] = await Promise.all([
    db.select().from(featureFlags).orderBy(asc(featureFlags.key)),
    db.select().from(featureFlagOrgValues).orderBy(asc(featureFlagOrgValues.orgCode)),
  ]);
  const effective = orgCode
    ? new Map((await loadFlags(db, orgCode)).map((f) => [f.key, evaluateFlag(f)]))
    : null;
  return flags.map((flag) => {
    const decision = effective?.get(flag.key);
    return {
      key: flag.key,
      description: flag.description,
      enabled: flag.enabled,
      orgs: Object.fromEntries(
        values.filter((v) => v.flagKey === flag.key).map((v) => [v.orgCode, v.enabled]),
      ),
      ...(decision ? { effective: { enabled: decision.enabled, variables: decision.variables } } : {}),
    };
  });
}

async function requireOrganisation(db: Database, orgCode: string): Promise<void> {
  const [row] = await db
    .select({ code: organisations.code })
    .from(organisations)
    .where(eq(organisations.code, orgCode));
  if (!row) throw new FlagAdminError(`Unknown organisation "${orgCode}"`);
}

async function requireFlag(db: Database, key: string) {
  const [flag] = await db.select().from(featureFlags).where(eq(featureFlags.key, key));
  if (!flag) {
    const known = (
      await db.select({ key: featureFlags.key }).from(featureFlags).orderBy(asc(featureFlags.key))
    )
      .map((row) => row.key)
      .join(', ');
    throw new FlagAdminError(`Unknown flag "${key}". Known flags: ${known}`);
  }
  return flag;
}

/**
 * Switches a flag's default, or one organisation's value, and merges the given variables over what is stored. The
 * change and its audit row commit together; the server reads flags from the table on every call (decision 052), so
 * a running server sees the change at once.
 */
export async function setFlag(db: Database, clock: Clock, actor: Actor, input: SetFlagInput): Promise<void> {
  const flag = await requireFlag(db, input.key);
  if (input.orgCode !== undefined) await requireOrganisation(db, input.orgCode);
  const variables = validateVariables(flag.key, flag.variables, input.variables ?? {});
  const now = clock.now();
  await db.transaction(async (tx) => {
    if (input.orgCode === undefined) {
      const after = { enabled: input.enabled, variables: { ...flag.variables, ...variables } };
      await tx
        .update(featureFlags)
        .set({ ...after, updatedAt: now })
        .where(eq(featureFlags.key, flag.key));
      const before = { enabled: flag.enabled, variables: flag.variables };
      await recordAudit(tx, clock, {
        actor,
        action: 'feature-flag.set',
        before: { key: flag.key, ...before },
        after: { key: flag.key, ...after },
      });
      return;
    }
    const where = and(
      eq(featureFlagOrgValues.flagKey, flag.key),
      eq(featureFlagOrgValues.orgCode, input.orgCode),
    );
    const [current] = await tx.select().from(featureFlagOrgValues).where(where);
    const after = { enabled: input.enabled, variables: { ...(current?.variables ?? {}), ...variables } };
    await tx
      .insert(featureFlagOrgValues)
      .values({ flagKey: flag.key, orgCode: input.orgCode, ...after, updatedAt: now })
      .onConflictDoUpdate({
        target: [featureFlagOrgValues.flagKey, featureFlagOrgValues.orgCode],
        set: { ...after, updatedAt: now },
      });
    const subject = { key: flag.key, orgCode: input.orgCode };
    await recordAudit(tx, clock, {
      actor,
      action: 'feature-flag.set',
      before: current ? { ...subject, enabled: current.enabled, variables: current.variables } : null,
      after: { ...subject, ...after },
    });
  });
}

/** Removes an organisation's own value, so it follows the flag's default again. */
export async function clearOrgValue(
  db: Database,
  clock: Clock,
  actor: Actor,
  key: string,
  orgCode: string,
): Promise<boolean> {
  await requireFlag(db, key);
  return db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(featureFlagOrgValues)
      .where(and(eq(featureFlagOrgValues.flagKey, key), eq(featureFlagOrgValues.orgCode, orgCode)))
      .returning();
    if (!removed) return false;
    await recordAudit(tx, clock, {
      actor,
      action: 'feature-flag.clear',
      before: { key, orgCode, enabled: removed.enabled, variables: removed.variables },
      after: null,
    });
    return true;
  });
}
