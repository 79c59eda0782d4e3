import { sql } from 'drizzle-orm';
import { check, customType, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * The PostgreSQL file store (decision 185): uploaded files by key, so a database backup holds every file. Holds
 * nothing when object storage is configured.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    key: text('key').primaryKey(),
    contentType: text('content_type').notNull(),
    content: bytea('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('stored_files_size_check', sql`octet_length(${t.content}) <= 10485760`)],
);
