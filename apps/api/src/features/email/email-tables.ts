import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organisations } from '../organisations/organisations-tables.ts';

/**
 * The one outbox of every email the product sends (issue 16, decision 168). A row is written in the same transaction
 * as the event that causes it and delivered by the `email.deliver` job, so a rolled-back event sends nothing and a
 * committed one is never lost to a crash between the commit and the send.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey(),
    orgCode: text('org_code')
      .notNull()
      .references(() => organisations.code),
    /**
     * How it goes: `email`, or `sms` (a text message beside an email, where the person gave a mobile and consented:
     * `recipient` is then the number, and only `text_body` is used). One outbox, one delivery job (decision 230).
     */
    channel: text('channel').notNull().default('email'),
    recipient: text('recipient').notNull(),
    /** Which template wrote it (`password-reset`, `email-verification`, ...): what the message is, without its text. */
    templateKey: text('template_key').notNull(),
    subject: text('subject').notNull(),
    /** Emptied once delivered (or given up on) when the message carried a one-time link: see `secret_link`. */
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    /** The body holds a single-use link; it is not kept after delivery, so the table never holds a live token. */
    secretLink: boolean('secret_link').notNull().default(false),
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('email_outbox_status_idx').on(t.status, t.createdAt),
    check('email_outbox_status_check', sql`${t.status} in ('queued', 'sent', 'failed')`),
    check('email_outbox_channel_check', sql`${t.channel} in ('email', 'sms')`),
  ],
);
