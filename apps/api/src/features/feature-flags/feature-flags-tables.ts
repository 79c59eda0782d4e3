import { boolean, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Feature flags as data (decision 052): a default value and default variables per flag, and per-organisation
 * overrides whose variables are merged over the defaults. Further targeting (audiences, rollouts) belongs in new
 * tables beside these, evaluated after the organisation override.
 */
export const featureFlags = pgTable('feature_flags', {
  key: text('key').primaryKey(),
  description: text('description').notNull(),
  enabled: boolean('enabled').notNull(),
  variables: jsonb('variables').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

export const featureFlagOrgValues = pgTable(
  'feature_flag_org_values',
  {
    flagKey: text('flag_key')
      .notNull()
      .references(() => featureFlags.key, { onDelete: 'cascade' }),
    /** Not a foreign key: a value may be staged for an organisation before it is created. */
    orgCode: text('org_code').notNull(),
    enabled: boolean('enabled').notNull(),
    /** Merged over the flag's default variables, key by key. */
    variables: jsonb('variables').$type<Record<string, unknown>>().notNull().default({}),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.flagKey, t.orgCode] })],
);
