import type { Database } from '../../platform/db/database.ts';
import { operatingHours } from './operating-hours-tables.ts';
import { organisations } from '../organisations/organisations-tables.ts';
import { DEFAULT_HOURS, hoursFor } from './demo-operating-hours.ts';

/**
 * Gives every organisation both departments' hours. Existing rows are left alone (decision 066): hours are data an
 * operator may have changed, and a restart must not undo that.
 */
export async function seedOperatingHours(db: Database, now = new Date()): Promise<void> {
  const orgs = await db.select({ code: organisations.code }).from(organisations);
  const rows = orgs.flatMap(({ code }) =>
    Object.keys(DEFAULT_HOURS).flatMap((department) => {
      const week = hoursFor(code, department) ?? {};
      return [1, 2, 3, 4, 5, 6, 7].map((weekdayValue) => {
        const range = week[weekdayValue] ?? null;
        return {
          orgCode: code,
          department,
          weekdayValue,
          isOpen: range !== null,
          startTime: range?.[0] ?? null,
          endTime: range?.[1] ?? null,
          updatedAt: now,
        };
      });
    }),
  );
  if (rows.length === 0) return;
  await db.insert(operatingHours).values(rows).onConflictDoNothing();
}
