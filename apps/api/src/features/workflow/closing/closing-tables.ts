import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { applications } from '../../applications/tables/application-table.ts';
import { oneOf } from '../../../platform/db/sql-checks.ts';

/**
 * What the closing chain learned from the e-sign and notary providers and the clock (decision 115): one row per
 * application, written in the same transaction as the step it belongs to. The spec's status flags stay on
 * `applications`; this holds the provider references and times those flags do not carry.
 */
export const applicationClosing = pgTable(
  'application_closing',
  {
    applicationId: uuid('application_id')
      .primaryKey()
      .references(() => applications.id),
    closingAcceptedAt: timestamp('closing_accepted_at', { withTimezone: true }),
    envelopeId: text('envelope_id'),
    envelopeStatus: text('envelope_status'),
    noteSignedAt: timestamp('note_signed_at', { withTimezone: true }),
    notaryKind: text('notary_kind'),
    notarySessionId: text('notary_session_id'),
    notaryName: text('notary_name'),
    notaryStartsAt: timestamp('notary_starts_at', { withTimezone: true }),
    notaryEndsAt: timestamp('notary_ends_at', { withTimezone: true }),
    deedSignedAt: timestamp('deed_signed_at', { withTimezone: true }),
    rescissionEndsAt: timestamp('rescission_ends_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** The mortgage recorded with the county after the right to cancel (checklist RECORDING), and its number. */
    recordedAt: timestamp('recorded_at', { withTimezone: true }),
    recordingNumber: text('recording_number'),
    fundedAt: timestamp('funded_at', { withTimezone: true }),
    fundingReference: text('funding_reference'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check(
      'application_closing_envelope_status_check',
      oneOf(t.envelopeStatus, ['SENT', 'COMPLETED', 'DECLINED']),
    ),
    check('application_closing_notary_kind_check', oneOf(t.notaryKind, ['REMOTE', 'MANUAL'])),
    check(
      'application_closing_notary_times_check',
      sql`${t.notaryEndsAt} is null or ${t.notaryEndsAt} > ${t.notaryStartsAt}`,
    ),
  ],
);
