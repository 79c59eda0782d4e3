import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { identities } from '../identity/identity-tables.ts';

/** One wallet account per identity (decision 065): the profile menu's name, address and authorisation type. */
export const walletAccounts = pgTable('wallet_accounts', {
  identityId: uuid('identity_id')
    .primaryKey()
    .references(() => identities.id, { onDelete: 'cascade' }),
  address: text('address').notNull().unique(),
  authorizationType: text('authorization_type').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** Notifications of spec 001 §3, created by application events through `notify` (decision 065). */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey(),
    identityId: uuid('identity_id')
      .notNull()
      .references(() => identities.id, { onDelete: 'cascade' }),
    walletAddress: text('wallet_address').notNull(),
    eventType: text('event_type').notNull(),
    applicationId: uuid('application_id'),
    /** Makes `notify` idempotent: a retried job does not notify twice for the same event. */
    dedupeKey: text('dedupe_key').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    ctas: jsonb('ctas').$type<{ title: string; redirectPath: string }[]>().notNull().default([]),
    status: text('status', { enum: ['UNREAD', 'READ'] }).notNull().default('UNREAD'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_identity_created_idx').on(t.identityId, t.createdAt),
    uniqueIndex('notifications_identity_dedupe_unique').on(t.identityId, t.dedupeKey),
  ],
);
