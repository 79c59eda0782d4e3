import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { CONDITION_CATEGORIES } from '@lintel/domain/application/application-enums';
import { SIGNER_CONDITION_CATEGORIES } from '@lintel/domain/signers/signer-conditions';
import { DOCUMENT_TYPES } from '@lintel/domain/application/document-types';
import { identities } from '../../identity/identity-tables.ts';
import { applications } from './application-table.ts';
import { signerInvitations } from './signer-invitations.ts';
import { oneOf } from '../../../platform/db/sql-checks.ts';

const applicationId = () =>
  uuid('application_id')
    .notNull()
    .references(() => applications.id);

/** An underwriting condition the borrower or an agent must clear (spec 001 §3 Condition). */
export const applicationConditions = pgTable(
  'application_conditions',
  {
    id: uuid('id').primaryKey(),
    applicationId: applicationId(),
    category: text('category').notNull(),
    notes: text('notes'),
    commentsToBorrower: text('comments_to_borrower'),
    requestDocuments: boolean('request_documents').notNull().default(false),
    actionNeeded: boolean('action_needed').notNull().default(true),
    numDocsRequired: integer('num_docs_required').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    /**
     * The additional signer the condition is raised against (issue 19, decision 237); null for the borrower's own.
     * A signer's condition is theirs to answer in their own area: the borrower's list never shows it.
     */
    signerInvitationId: uuid('signer_invitation_id').references(() => signerInvitations.id),
  },
  (t) => [
    index('application_conditions_application_idx').on(t.applicationId),
    index('application_conditions_signer_idx').on(t.signerInvitationId),
    check('application_conditions_category_check', oneOf(t.category, CONDITION_CATEGORIES)),
    check('application_conditions_docs_check', sql`${t.numDocsRequired} between 0 and 50`),
    // Only the categories a signer can answer (their identity, their ID, a document) are raised against one.
    check(
      'application_conditions_signer_category_check',
      sql`${t.signerInvitationId} is null or ${oneOf(t.category, SIGNER_CONDITION_CATEGORIES)}`,
    ),
  ],
);

/** A bank account for disbursement or autopay; the number is ciphertext, only its last four are kept in clear. */
export const applicationAccounts = pgTable(
  'application_accounts',
  {
    id: uuid('id').primaryKey(),
    applicationId: applicationId(),
    purpose: text('purpose').notNull(),
    routingNumber: text('routing_number').notNull(),
    accountNumberEncrypted: text('account_number_encrypted').notNull(),
    accountLast4: text('account_last4').notNull(),
    verificationStatus: text('verification_status').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('application_accounts_application_idx').on(t.applicationId),
    check('application_accounts_purpose_check', oneOf(t.purpose, ['DISBURSE', 'AUTOPAY'])),
    check('application_accounts_routing_check', sql`${t.routingNumber} ~ '^[0-9]{9}$'`),
    check('application_accounts_last4_check', sql`${t.accountLast4} ~ '^[0-9]{4}$'`),
    check('application_accounts_encrypted_check', sql`${t.accountNumberEncrypted} like 'v1:%'`),
    check(
      'application_accounts_status_check',
      oneOf(t.verificationStatus, ['VERIFIED', 'PENDING_REVIEW', 'FAILED_VERIFICATION', '']),
    ),
  ],
);

/** Metadata of an uploaded or generated document; the bytes are in the file store under `storage_key` (decision 185). */
export const applicationDocuments = pgTable(
  'application_documents',
  {
    id: uuid('id').primaryKey(),
    applicationId: applicationId(),
    type: text('type').notNull(),
    /** The server's name for the file (`paystub-2.pdf`, decision 184). */
    fileName: text('file_name').notNull(),
    /** The name on the borrower's device, shown back to them; never used to store or serve the file. */
    originalFileName: text('original_file_name'),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    storageKey: text('storage_key').notNull(),
    uploadedBy: uuid('uploaded_by').references(() => identities.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('application_documents_application_idx').on(t.applicationId),
    check('application_documents_type_check', oneOf(t.type, DOCUMENT_TYPES)),
    check('application_documents_size_check', sql`${t.sizeBytes} between 0 and 26214400`),
  ],
);
