import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { MARITAL_STATUSES } from '@lintel/domain/application/collect-additional-info';
import { HMDA_ETHNICITIES, HMDA_RACES, HMDA_SEXES } from '@lintel/domain/application/hmda';
import { applications } from './application-table.ts';
import { oneOf } from '../../../platform/db/sql-checks.ts';

// What the borrower gives and the providers answer after the offer (decisions 110-114).

const applicationId = () =>
  uuid('application_id')
    .notNull()
    .references(() => applications.id);

/** `column <@ ARRAY[…]`: every element of a text[] is one of our constants. */
function allOf(column: Parameters<typeof oneOf>[0], values: readonly string[]) {
  const list = values.map((v) => `'${v}'`).join(', ');
  return sql`${column} <@ array[${sql.raw(list)}]::text[] and cardinality(${column}) > 0`;
}

/** COLLECT_ADDITIONAL_INFO: the contact and profile answers (ownership lives on the borrower details). */
export const applicationProfileDetails = pgTable(
  'application_profile_details',
  {
    applicationId: applicationId().primaryKey(),
    maritalStatus: text('marital_status').notNull(),
    /** Ten digits, normalised. */
    phoneNumber: text('phone_number').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('profile_details_marital_check', oneOf(t.maritalStatus, MARITAL_STATUSES)),
    check('profile_details_phone_check', sql`${t.phoneNumber} ~ '^[0-9]{10}$'`),
  ],
);

/** HMDA government-monitoring answers (Regulation C); NOT_PROVIDED alone when the borrower declines. */
export const applicationHmda = pgTable(
  'application_hmda',
  {
    applicationId: applicationId().primaryKey(),
    ethnicity: text('ethnicity').array().notNull(),
    race: text('race').array().notNull(),
    sex: text('sex').array().notNull(),
    /** The write-ins of Regulation C (decision 180), each kept only with its answer; null when not written. */
    ethnicityOther: text('ethnicity_other'),
    raceTribe: text('race_tribe'),
    raceOtherAsian: text('race_other_asian'),
    raceOtherPacificIslander: text('race_other_pacific_islander'),
    collectedAt: timestamp('collected_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('hmda_ethnicity_check', allOf(t.ethnicity, HMDA_ETHNICITIES)),
    check('hmda_race_check', allOf(t.race, HMDA_RACES)),
    check('hmda_sex_check', allOf(t.sex, HMDA_SEXES)),
    check(
      'hmda_write_ins_check',
      sql`coalesce(length(${t.ethnicityOther}), 0) <= 100 and coalesce(length(${t.raceTribe}), 0) <= 100 and coalesce(length(${t.raceOtherAsian}), 0) <= 100 and coalesce(length(${t.raceOtherPacificIslander}), 0) <= 100`,
    ),
  ],
);

/** Each income check: the provider's answer, or a paystub review (source PAYSTUB). */
export const applicationIncomeVerifications = pgTable(
  'application_income_verifications',
  {
    id: uuid('id').primaryKey(),
    applicationId: applicationId(),
    verificationId: text('verification_id'),
    outcome: text('outcome').notNull(),
    verifiedAnnualIncome: numeric('verified_annual_income', { precision: 12, scale: 2 }),
    source: text('source'),
    employerName: text('employer_name'),
    paystubsRequired: integer('paystubs_required').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('income_verifications_application_idx').on(t.applicationId),
    check('income_verifications_outcome_check', oneOf(t.outcome, ['VERIFIED', 'PARTIAL', 'NOT_FOUND'])),
    check('income_verifications_paystubs_check', sql`${t.paystubsRequired} between 0 and 12`),
  ],
);

/** Employer details the borrower gives when the employment database has no record (EMPLOYMENT_VERIFICATION). */
export const applicationEmployment = pgTable(
  'application_employment',
  {
    applicationId: applicationId().primaryKey(),
    employerName: text('employer_name').notNull(),
    employerPhone: text('employer_phone').notNull(),
    jobTitle: text('job_title').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('employment_phone_check', sql`${t.employerPhone} ~ '^[0-9]{10}$'`)],
);
