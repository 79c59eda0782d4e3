import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { applications } from '../../../applications/tables/application-table.ts';
import { identities } from '../../../identity/identity-tables.ts';

/**
 * A closing document as one signer signed it (decision 190): the bytes they were shown are kept in the file store
 * under `storage_key`, and this row is what the certificate page says (who, when, from which address, the bytes'
 * SHA-256 and the E-SIGN consent version). Kept for good: the copy stays downloadable after funding.
 */
export const closingSignedDocuments = pgTable(
  'closing_signed_documents',
  {
    id: uuid('id').primaryKey(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id),
    documentId: text('document_id').notNull(),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    owner: text('owner'),
    storageKey: text('storage_key').notNull(),
    sha256: text('sha256').notNull(),
    signerIdentityId: uuid('signer_identity_id')
      .notNull()
      .references(() => identities.id),
    signerName: text('signer_name').notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address').notNull(),
    consentVersion: text('consent_version').notNull(),
    envelopeId: text('envelope_id').notNull(),
  },
  (t) => [
    uniqueIndex('closing_signed_documents_unique').on(t.applicationId, t.documentId, t.signerIdentityId),
    index('closing_signed_documents_application_idx').on(t.applicationId),
  ],
);
