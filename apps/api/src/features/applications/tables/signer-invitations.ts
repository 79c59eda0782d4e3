import { boolean, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { SIGNER_RELATIONS } from '@lintel/domain/signers/signer-invitation';
import { identities } from '../../identity/identity-tables.ts';
import { applications } from './application-table.ts';
import { oneOf } from '../../../platform/db/sql-checks.ts';

/**
 * The additional signers the primary borrower invited (issue 19, decision 214), with each one's progress. Here and
 * not in the signers feature because the workflow (which comes before it) asks whether every signer is done before
 * the application leaves the co-deed wait. Once accepted, the signer also has an `application_signers` row, which the
 * access rule and the closing package (one right-to-cancel notice per owner) already read.
 */
export const signerInvitations = pgTable(
  'signer_invitations',
  {
    id: uuid('id').primaryKey(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    mobile: text('mobile'),
    relation: text('relation').notNull(),
    smsConsent: boolean('sms_consent').notNull().default(false),
    /** SHA-256 of the live link's token: the table never holds a token that opens anything (decision 169). */
    tokenHash: text('token_hash'),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    tokenUsedAt: timestamp('token_used_at', { withTimezone: true }),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull(),
    identityId: uuid('identity_id').references(() => identities.id),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    idType: text('id_type'),
    identityVerifiedAt: timestamp('identity_verified_at', { withTimezone: true }),
    /** The identity check's last failure: only an ID photo sent after it is checked again (spec idReUpload). */
    identityFailedAt: timestamp('identity_failed_at', { withTimezone: true }),
    signedName: text('signed_name'),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    notaryKind: text('notary_kind'),
    notarySessionId: text('notary_session_id'),
    notaryStartsAt: timestamp('notary_starts_at', { withTimezone: true }),
    notaryBookedAt: timestamp('notary_booked_at', { withTimezone: true }),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('signer_invitations_application_idx').on(t.applicationId),
    index('signer_invitations_identity_idx').on(t.identityId),
    uniqueIndex('signer_invitations_token_idx').on(t.tokenHash),
    check('signer_invitations_relation_check', oneOf(t.relation, SIGNER_RELATIONS)),
    check('signer_invitations_notary_kind_check', oneOf(t.notaryKind, ['REMOTE', 'MANUAL'])),
  ],
);

/** A signer's own ID photos (issue 19): kept against their invitation, apart from the borrower's documents. */
export const signerDocuments = pgTable(
  'signer_documents',
  {
    id: uuid('id').primaryKey(),
    invitationId: uuid('invitation_id')
      .notNull()
      .references(() => signerInvitations.id),
    type: text('type').notNull(),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('signer_documents_invitation_idx').on(t.invitationId)],
);
