import type { Organisation } from '@lintel/domain/organisation/organisation';
import type { SitePageOverrides } from '@lintel/domain/shell-contracts/site-pages';
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
  // `sitePages`: the lender's own site pages (decision 170), read by the site-pages feature only; the organisation
  // schema drops it, so the page's organisation object never carries it.
  document: jsonb('document').$type<Organisation & { sitePages?: SitePageOverrides }>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
