import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { organisations } from '../organisations/organisations-tables.ts';

/** Borrowers, additional signers and agents. One account per organisation and email (decision 013). */
export const identities = pgTable(
  'identities',
  {
    id: uuid('id').primaryKey(),
    orgCode: text('org_code')
      .notNull()
      .references(() => organisations.code),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    type: text('type', { enum: ['BORROWER', 'CO_DEEDER', 'AGENT'] })
      .notNull()
      .default('BORROWER'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    phoneNumbers: jsonb('phone_numbers').$type<string[]>().notNull().default([]),
    isBroker: boolean('is_broker').notNull().default(false),
    dob: date('dob', { mode: 'string' }),
    /** When the address was confirmed through a verification link; null until then (decision 169). */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('identities_org_email_unique').on(t.orgCode, sql`lower(${t.email})`)],
);

export const identityAddresses = pgTable(
  'identity_addresses',
  {
    id: uuid('id').primaryKey(),
    identityId: uuid('identity_id')
      .notNull()
      .references(() => identities.id, { onDelete: 'cascade' }),
    street1: text('street1').notNull(),
    street2: text('street2').notNull().default(''),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zip: text('zip').notNull(),
    ownership: text('ownership'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('identity_addresses_identity_idx').on(t.identityId)],
);

/** A login; its id is the token's `sid`, so revoking the row ends every token issued for it. */
export const identitySessions = pgTable(
  'identity_sessions',
  {
    id: uuid('id').primaryKey(),
    identityId: uuid('identity_id')
      .notNull()
      .references(() => identities.id, { onDelete: 'cascade' }),
    orgCode: text('org_code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Absolute end of the session however often its token is refreshed. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('identity_sessions_identity_idx').on(t.identityId)],
);

/** Failed-login counters keyed by organisation + lower-cased email, whether or not the account exists. */
export const loginThrottles = pgTable(
  'login_throttles',
  {
    orgCode: text('org_code').notNull(),
    emailKey: text('email_key').notNull(),
    failures: integer('failures').notNull(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.orgCode, t.emailKey] })],
);

/**
 * Single-use links sent by email (decision 169): password reset and email verification. Only a SHA-256 of the token
 * is kept, so a copy of the table opens no account; a row is spent by setting `used_at`.
 */
export const identityTokens = pgTable(
  'identity_tokens',
  {
    id: uuid('id').primaryKey(),
    identityId: uuid('identity_id')
      .notNull()
      .references(() => identities.id, { onDelete: 'cascade' }),
    orgCode: text('org_code').notNull(),
    purpose: text('purpose', { enum: ['password-reset', 'email-verification'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    /** The address a verification link confirms (an address changed since does not become verified by it). */
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('identity_tokens_hash_unique').on(t.tokenHash),
    index('identity_tokens_identity_idx').on(t.identityId, t.purpose),
    check('identity_tokens_purpose_check', sql`${t.purpose} in ('password-reset', 'email-verification')`),
  ],
);
