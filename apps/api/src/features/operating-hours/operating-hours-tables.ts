import { boolean, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { organisations } from '../organisations/organisations-tables.ts';

/** Opening hours per organisation, department and weekday, in Pacific Time 'HH:mm' (decision 066). */
export const operatingHours = pgTable(
  'operating_hours',
  {
    orgCode: text('org_code')
      .notNull()
      .references(() => organisations.code, { onDelete: 'cascade' }),
    department: text('department').notNull(),
    /** 1 Monday ... 7 Sunday. */
    weekdayValue: integer('weekday_value').notNull(),
    isOpen: boolean('is_open').notNull(),
    startTime: text('start_time'),
    endTime: text('end_time'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.orgCode, t.department, t.weekdayValue] })],
);
