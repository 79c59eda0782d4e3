import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** The table-backed job queue (table-job-queue.ts, decision 057). */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    data: jsonb('data').notNull(),
    state: text('state').notNull().default('created'),
    singletonKey: text('singleton_key'),
    retryLimit: integer('retry_limit').notNull().default(3),
    retryCount: integer('retry_count').notNull().default(0),
    retryDelaySeconds: integer('retry_delay_seconds').notNull().default(1),
    retryBackoff: boolean('retry_backoff').notNull().default(true),
    startAfter: timestamp('start_after', { withTimezone: true }).notNull(),
    /** While active: when the lock lapses and another worker may take the job (a crashed worker's job). */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('jobs_fetch_idx').on(t.name, t.state, t.startAfter),
    // At most one queued-or-running job per singleton key: a double click cannot start a second pull.
    uniqueIndex('jobs_singleton_idx')
      .on(t.name, t.singletonKey)
      .where(sql`${t.state} in ('created', 'active') and ${t.singletonKey} is not null`),
    check('jobs_state_check', sql`${t.state} in ('created', 'active', 'completed', 'failed')`),
    check(
      'jobs_retry_check',
      sql`${t.retryLimit} >= 0 and ${t.retryCount} >= 0 and ${t.retryDelaySeconds} >= 0`,
    ),
  ],
);
