import type { OperatingHoursEntry } from '@lintel/domain/shell-rules/operating-hours';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { operatingHours } from './operating-hours-tables.ts';

const WEEKDAY_NAMES = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;

/**
 * Monday to Sunday for one organisation's department; a weekday without a row is closed. Empty when the
 * organisation has no hours at all for the department (the route answers 404).
 */
export async function findWeek(db: Database, orgCode: string, department: string): Promise<OperatingHoursEntry[]> {
  const rows = await db
    .select()
    .from(operatingHours)
    .where(and(eq(operatingHours.orgCode, orgCode), eq(operatingHours.department, department)))
    .orderBy(asc(operatingHours.weekdayValue));
  if (rows.length === 0) return [];
  return WEEKDAY_NAMES.map((weekday, index) => {
    const row = rows.find((r) => r.weekdayValue === index + 1);
    const isOpen = Boolean(row?.isOpen && row.startTime && row.endTime);
    return {
      weekday,
      weekdayValue: index + 1,
      isOpen,
      startTime: isOpen ? (row?.startTime?.slice(0, 5) ?? null) : null,
      endTime: isOpen ? (row?.endTime?.slice(0, 5) ?? null) : null,
    };
  });
}
