import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { IncomeRequestRecord, OfferCost, OfferDiscount } from '../decision-types.ts';
import { applications } from './application-table.ts';
import { oneOf } from '../../../platform/db/sql-checks.ts';

const money = (name: string) => numeric(name, { precision: 12, scale: 2 }).notNull();
const percent = (name: string) => numeric(name, { precision: 6, scale: 3 }).notNull();

/**
 * Every field of spec 001 §3's Offer, one row per term and type. A new underwriting run marks the previous
 * offers not current instead of deleting them, so what the borrower was shown stays on record.
 */
export const applicationOffers = pgTable(
  'application_offers',
  {
    id: uuid('id').primaryKey(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id),
    current: boolean('current').notNull().default(true),
    type: text('type').notNull(),
    term: integer('term').notNull(),
    rate: percent('rate'),
    baseRate: percent('base_rate'),
    otherRate: percent('other_rate'),
    originationFee: percent('origination_fee'),
    minDraw: money('min_draw'),
    maxDraw: money('max_draw'),
    min: money('min'),
    max: money('max'),
    discountList: jsonb('discount_list').$type<OfferDiscount[]>().notNull(),
    offersByType: jsonb('offers_by_type').$type<Record<'FIXED' | 'FLOATING', number[]>>().notNull(),
    maxRecordingTax: money('max_recording_tax'),
    minRecordingTax: money('min_recording_tax'),
    maxDtiUnlimited: money('max_dti_unlimited'),
    ofeeMaxThreshold: money('ofee_max_threshold'),
    incomeRequestRecords: jsonb('income_request_records').$type<IncomeRequestRecord[]>().notNull(),
    costs: jsonb('costs').$type<OfferCost[]>().notNull(),
    totalPaidByBorrower: money('total_paid_by_borrower'),
    /** The rate-sheet version this offer was priced on (decision 195); null on offers made before sheets existed. */
    pricingVersion: text('pricing_version'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('application_offers_application_idx').on(t.applicationId, t.current),
    check('application_offers_type_check', oneOf(t.type, ['FIXED', 'FLOATING', 'UNKNOWN'])),
    check('application_offers_term_check', sql`${t.term} between 1 and 40`),
    check('application_offers_rate_check', sql`${t.rate} >= 0 and ${t.rate} < 100`),
    check('application_offers_fee_check', sql`${t.originationFee} >= 0 and ${t.originationFee} <= 4.99`),
    check('application_offers_draw_check', sql`${t.minDraw} >= 0 and ${t.minDraw} <= ${t.maxDraw}`),
    check('application_offers_line_check', sql`${t.min} >= 0 and ${t.min} <= ${t.max}`),
  ],
);
