import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { applications } from '../../applications/tables/application-table.ts';

/** One question as asked, with its answer key (never sent to the browser). */
export interface StoredKbaQuestion {
  id: string;
  prompt: string;
  choices: string[];
  answer: string;
}

/**
 * Each try at the identity questions before a remote notary session (decision 208), keyed by application and the
 * person (identity) who joins, so every owner has their own tries. A try counts from the moment it is opened.
 */
export const notaryIdentityAttempts = pgTable(
  'notary_identity_attempts',
  {
    id: uuid('id').primaryKey(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id),
    identityId: uuid('identity_id').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    questions: jsonb('questions').$type<StoredKbaQuestion[]>().notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    correct: integer('correct'),
    passed: boolean('passed'),
  },
  (t) => [
    index('notary_identity_attempts_party_idx').on(t.applicationId, t.identityId, t.startedAt),
    check('notary_identity_attempts_times_check', sql`${t.expiresAt} > ${t.startedAt}`),
  ],
);

/**
 * The per-application sandbox clock (decision 209): how far a tester moved this application's time forward. No row
 * is the real time. Written only by the dev route, which production never registers.
 */
export const sandboxClocks = pgTable('sandbox_clocks', {
  applicationId: uuid('application_id')
    .primaryKey()
    .references(() => applications.id),
  offsetMs: bigint('offset_ms', { mode: 'number' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
