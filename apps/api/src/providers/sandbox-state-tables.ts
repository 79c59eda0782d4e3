import { index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * What a sandbox provider's own servers would remember between calls (link tokens, orders, the sandbox mailbox …),
 * kept in PostgreSQL so that any process of the portal answers the next call (issue 28). Only sandboxes use it.
 */
export const sandboxRecords = pgTable(
  'sandbox_records',
  {
    /** The sandbox and the kind of record, e.g. `income-link:link-token`. */
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    value: jsonb('value').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Past this the record is treated as gone (and swept); null keeps it. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.kind, t.key] }), index('sandbox_records_expires_idx').on(t.expiresAt)],
);
