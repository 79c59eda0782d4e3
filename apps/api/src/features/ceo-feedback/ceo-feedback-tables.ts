import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Messages of the "Share your thoughts with our CEO" modal (decision 068). */
export const ceoFeedback = pgTable(
  'ceo_feedback',
  {
    id: uuid('id').primaryKey(),
    orgCode: text('org_code').notNull(),
    /** Null when sent without a session (registration pages). */
    identityId: uuid('identity_id'),
    applicationId: uuid('application_id'),
    topic: text('topic', { enum: ['IMPROVE', 'COMPLIMENT'] }).notNull(),
    message: text('message').notNull(),
    marketingConsent: text('marketing_consent', { enum: ['YES', 'NO'] }).notNull(),
    pathname: text('pathname').notNull(),
    productType: text('product_type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('ceo_feedback_org_created_idx').on(t.orgCode, t.createdAt)],
);
