import type * as z from 'zod/mini';
import { OPERATING_HOURS_ZONE_LABEL } from '../constants/shell-limits.ts';
import type { operatingHoursEntrySchema } from '../shell-contracts/operating-hours.ts';

/**
 * Operating hours entry of spec 001 §3, as the operating-hours service answers it (weekdayValue 1 Monday ... 7
 * Sunday: weekdays are 1 to 5); times are Pacific Time on a 24-hour clock, and the grouping below also reads
 * 'HH:mm:ss'.
 */
export type OperatingHoursEntry = z.infer<typeof operatingHoursEntrySchema>;

export interface OperatingHoursLine {
  /** 'Mon - Fri', 'Sat', 'Sat - Sun'. */
  days: string;
  /** '6:00 AM - 6:00 PM PT' or 'Closed'. */
  hours: string;
  /** days and hours in one line, for plain text. */
  label: string;
}

export const CLOSED_TEXT = 'Closed';
const DAY_NAMES = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
/** Spec 001 §2: weekdays 1 to 5 form one group and the weekend another. */
const GROUPS: readonly (readonly number[])[] = [
  [1, 2, 3, 4, 5],
  [6, 7],
];

/** '06:00' -> '6:00 AM', '18:30:00' -> '6:30 PM'; anything else is shown as given. */
export function formatClockTime(time: string): string {
  const match = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(time.trim());
  if (!match) return time.trim();
  const hours = Number(match[1]);
  if (hours > 23) return time.trim();
  const suffix = hours < 12 ? 'AM' : 'PM';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${match[2] ?? '00'} ${suffix}`;
}

export const ALL_DAY_TEXT = 'Open 24 hours';

function hoursOf(entry: OperatingHoursEntry | undefined): string {
  if (!entry?.isOpen || !entry.startTime || !entry.endTime) return CLOSED_TEXT;
  // An end at 00:00 is the midnight that ends the day (decision 253): from midnight to midnight is the whole day.
  if (entry.startTime.startsWith('00:00') && entry.endTime.startsWith('00:00')) return ALL_DAY_TEXT;
  return `${formatClockTime(entry.startTime)} - ${formatClockTime(entry.endTime)} ${OPERATING_HOURS_ZONE_LABEL}`;
}

function dayName(value: number): string {
  return DAY_NAMES[value - 1] ?? '';
}

/**
 * Spec 001 §2: the week as lines such as 'Mon - Fri 6:00 AM - 6:00 PM PT' and 'Sat - Sun Closed'. Within each group,
 * consecutive days with the same hours share a line; a day missing from the answer counts as closed (decision 035).
 */
export function groupOperatingHours(entries: readonly OperatingHoursEntry[]): OperatingHoursLine[] {
  const byDay = new Map(entries.map((entry) => [entry.weekdayValue, entry]));
  const lines: OperatingHoursLine[] = [];
  for (const group of GROUPS) {
    let runStart = group[0] ?? 1;
    group.forEach((day, index) => {
      const hours = hoursOf(byDay.get(day));
      const next = group[index + 1];
      if (next !== undefined && hoursOf(byDay.get(next)) === hours) return;
      const days = runStart === day ? dayName(day) : `${dayName(runStart)} - ${dayName(day)}`;
      lines.push({ days, hours, label: `${days} ${hours}` });
      if (next !== undefined) runStart = next;
    });
  }
  return lines;
}
