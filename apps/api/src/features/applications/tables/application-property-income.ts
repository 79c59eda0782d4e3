import { sql } from 'drizzle-orm';
import { boolean, check, index, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { EMPLOYMENT_TYPES } from '@lintel/domain/application/application-enums';
import { INCOME_MAX, INCOME_MIN } from '@lintel/domain/constants/eligibility';
import { applications } from './application-table.ts';
import { inRange, oneOf } from '../../../platform/db/sql-checks.ts';

const money = (name: string) => numeric(name, { precision: 12, scale: 2 });

/** A property on the application; the application's `selected_property_id` names the one being financed. */
export const applicationProperties = pgTable(
  'application_properties',
  {
    id: uuid('id').primaryKey(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id),
    street1: text('street1').notNull(),
    street2: text('street2'),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zip: text('zip').notNull(),
    occupancyType: text('occupancy_type').notNull(),
    isListedForSale: boolean('is_listed_for_sale').notNull().default(false),
    value: money('value'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('application_properties_application_idx').on(t.applicationId),
    check('application_properties_state_check', sql`${t.state} ~ '^[A-Z]{2}$'`),
    check('application_properties_zip_check', sql`${t.zip} ~ '^[0-9]{5}(-[0-9]{4})?$'`),
    check(
      'application_properties_occupancy_check',
      oneOf(t.occupancyType, ['PRIMARY', 'SECONDARY', 'INVESTMENT']),
    ),
    check('application_properties_value_check', sql`${t.value} > 0`),
  ],
);

/** Stated (and later verified) income by source; spec 000 §5 bounds it below $10,000,000. */
export const applicationIncomeSources = pgTable(
  'application_income_sources',
  {
    id: uuid('id').primaryKey(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id),
    employmentType: text('employment_type').notNull(),
    annualIncome: money('annual_income').notNull(),
    otherIncome: money('other_income').notNull().default('0'),
    verified: boolean('verified').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('application_income_sources_application_idx').on(t.applicationId),
    check('application_income_sources_type_check', oneOf(t.employmentType, EMPLOYMENT_TYPES)),
    // The registration's income rule (the domain's bounds), held by the database too.
    check('application_income_sources_income_check', inRange(t.annualIncome, INCOME_MIN, INCOME_MAX)),
    check('application_income_sources_other_check', inRange(t.otherIncome, INCOME_MIN, INCOME_MAX)),
  ],
);
