import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Append-only trail of every state change, decision and provider call. A trigger in migration
 * `*_audit_append_only.sql` refuses UPDATE, DELETE and TRUNCATE, so not even a bug in our code can rewrite history.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: uuid('id').primaryKey(),
    applicationId: uuid('application_id'),
    actorType: text('actor_type').notNull(),
    actorId: text('actor_id'),
    action: text('action').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('audit_events_application_idx').on(t.applicationId, t.createdAt),
    check(
      'audit_events_actor_type_check',
      sql`${t.actorType} in ('BORROWER', 'SIGNER', 'SYSTEM', 'JOB', 'AGENT')`,
    ),
  ],
);
