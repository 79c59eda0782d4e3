import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { CONSENT_TYPES } from '@lintel/domain/application/application-enums';
import { REGISTRATION_CONSENT_TYPES } from '@lintel/domain/registration/consent-versions';
import { identities } from '../../identity/identity-tables.ts';
import { applications } from './application-table.ts';
import { oneOf } from '../../../platform/db/sql-checks.ts';

const applicationId = () =>
  uuid('application_id')
    .notNull()
    .references(() => applications.id);

/** Who may act on an application besides its primary borrower: co-borrowers and co-deeders (spec 001 §6). */
export const applicationSigners = pgTable(
  'application_signers',
  {
    id: uuid('id').primaryKey(),
    applicationId: applicationId(),
    identityId: uuid('identity_id')
      .notNull()
      .references(() => identities.id),
    role: text('role').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('application_signers_unique').on(t.applicationId, t.identityId),
    index('application_signers_identity_idx').on(t.identityId),
    check('application_signers_role_check', oneOf(t.role, ['BORROWER', 'CO_DEEDER'])),
  ],
);

/**
 * The applicant as they applied (name, birth date, SSN). The SSN is AES-256-GCM ciphertext
 * (security/field-encryption.ts); only `hasSsn` ever leaves the server.
 */
export const applicationBorrowerDetails = pgTable(
  'application_borrower_details',
  {
    applicationId: applicationId(),
    identityId: uuid('identity_id')
      .notNull()
      .references(() => identities.id),
    firstName: text('first_name').notNull(),
    middleName: text('middle_name'),
    lastName: text('last_name').notNull(),
    suffix: text('suffix'),
    dob: date('dob', { mode: 'string' }),
    ssnEncrypted: text('ssn_encrypted'),
    /** The PIN that lifts the borrower's credit freeze: every later pull of this application needs it too. */
    creditFreezePinEncrypted: text('credit_freeze_pin_encrypted'),
    addressOwnership: text('address_ownership'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.applicationId, t.identityId] }),
    check('borrower_details_suffix_check', oneOf(t.suffix, ['', 'I', 'II', 'III', 'IV', 'V', 'JR', 'SR'])),
    // Ciphertext only: a plain nine-digit SSN can never be written here by mistake.
    check('borrower_details_ssn_encrypted_check', sql`${t.ssnEncrypted} like 'v1:%'`),
    check('borrower_details_freeze_pin_encrypted_check', sql`${t.creditFreezePinEncrypted} like 'v1:%'`),
  ],
);

/** A consent the borrower gave, with the exact text version they agreed to and when. */
export const applicationConsents = pgTable(
  'application_consents',
  {
    id: uuid('id').primaryKey(),
    applicationId: applicationId(),
    identityId: uuid('identity_id')
      .notNull()
      .references(() => identities.id),
    type: text('type').notNull(),
    textVersion: text('text_version').notNull(),
    agreedAt: timestamp('agreed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('application_consents_application_idx').on(t.applicationId),
    // Registration's consents (terms, SMS, NY FCRA…) and the credit authorisations; the API shows only the latter.
    check(
      'application_consents_type_check',
      oneOf(t.type, [...new Set<string>([...CONSENT_TYPES, ...REGISTRATION_CONSENT_TYPES])]),
    ),
  ],
);
