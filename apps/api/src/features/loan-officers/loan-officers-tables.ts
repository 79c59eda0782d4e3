import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organisations } from '../organisations/organisations-tables.ts';

/** Referring loan officers (spec 001 §3 "Loan originator"), looked up by uuid from `?loanOriginatorUuid=`. */
export const loanOfficers = pgTable(
  'loan_officers',
  {
    id: uuid('id').primaryKey(),
    orgCode: text('org_code')
      .notNull()
      .references(() => organisations.code, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    brokerName: text('broker_name').notNull(),
    /** Null: no photo; the web draws an initials avatar. */
    avatarUri: text('avatar_uri'),
    email: text('email').notNull(),
    phoneNumber: text('phone_number').notNull(),
    nmls: text('nmls').notNull(),
    licensedStates: jsonb('licensed_states').$type<string[]>().notNull().default([]),
    /** Spec 000 §5: when set, a property outside `licensedStates` cannot be registered through this referral. */
    enforceLicensedStates: boolean('enforce_licensed_states').notNull().default(false),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('loan_officers_org_code_idx').on(t.orgCode)],
);
