import { RELATIVE_TIME_MAX_WEEKS } from '../constants/shell-limits.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

function ago(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'} ago`;
}

export interface RelativeTimeOptions {
  /** Time zone of the month and day shown after 4 weeks; the runtime's own when absent. */
  timeZone?: string;
}

/**
 * Spec 001 §2: a notification's age in minutes, hours, days, weeks, and after 4 weeks its month and day ('Mar 4').
 * The exact strings are decision 035. A date in the future (clock skew) reads 'just now'.
 */
export function relativeTime(
  date: Date | string | number,
  now: Date | number,
  options: RelativeTimeOptions = {},
): string {
  const then = new Date(date);
  if (Number.isNaN(then.getTime())) return '';
  const elapsed = Math.max(0, new Date(now).getTime() - then.getTime());
  if (elapsed < MINUTE) return 'just now';
  if (elapsed < HOUR) return ago(Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return ago(Math.floor(elapsed / HOUR), 'hour');
  if (elapsed < WEEK) return ago(Math.floor(elapsed / DAY), 'day');
  if (elapsed <= RELATIVE_TIME_MAX_WEEKS * WEEK) return ago(Math.floor(elapsed / WEEK), 'week');
  return new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: options.timeZone,
  }).format(then);
}
