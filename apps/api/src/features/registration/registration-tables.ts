import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { applications } from '../applications/tables/application-table.ts';
import { identities } from '../identity/identity-tables.ts';

/**
 * One row per registration that created an application (decision 075): what a repeated submit is recognised by.
 * `fingerprint` is an HMAC of the answers without the password, so it proves "same answers" without storing them.
 */
export const registrationSubmissions = pgTable(
  'registration_submissions',
  {
    id: uuid('id').primaryKey(),
    orgCode: text('org_code').notNull(),
    identityId: uuid('identity_id')
      .notNull()
      .references(() => identities.id, { onDelete: 'cascade' }),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id),
    /** The `Idempotency-Key` header, when sent; cleared once older than 24 h so the key may be used again. */
    idempotencyKey: text('idempotency_key'),
    fingerprint: text('fingerprint').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // NULL keys do not collide; two submits racing with one key cannot both commit.
    uniqueIndex('registration_submissions_key_unique').on(t.orgCode, t.idempotencyKey),
    index('registration_submissions_identity_idx').on(t.identityId, t.createdAt),
  ],
);
