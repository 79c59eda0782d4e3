import type { Organisation } from '@lintel/domain/organisation/organisation';
import { boolean, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * White-label lenders as data (decision 006). The organisation object the page receives is stored whole in
 * `document` and validated with the domain schema when loaded, so adding a field to the contract needs no migration.
 */
export const organisations = pgTable('organisations', {
  code: text('code').primaryKey(),
  /** Host names (lower case, no port) that select this organisation when no header, query or cookie does. */
  hosts: jsonb('hosts').$type<string[]>().notNull().default([]),
  isDefault: boolean('is_default').notNull().default(false),
  document: jsonb('document').$type<Organisation>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
