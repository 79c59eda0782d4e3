import type { OperatingHoursEntry } from '@lintel/domain/shell-rules/operating-hours';
import type { PacificMoment } from './pacific-time.ts';

/**
 * Open from startTime up to, not including, endTime on that Pacific weekday (decision 066). 'HH:mm' strings compare
 * in time order; hours past midnight are not modelled, so a day's hours never cross into the next. An endTime of
 * '00:00' is the midnight that ends the day: '00:00' to '00:00' is open all day, which '23:59' left a minute short
 * of (decision 253).
 */
const MIDNIGHT = '00:00';

export function isOpenAt(entries: readonly OperatingHoursEntry[], moment: PacificMoment): boolean {
  const today = entries.find((entry) => entry.weekdayValue === moment.weekdayValue);
  if (!today?.isOpen || !today.startTime || !today.endTime) return false;
  return today.startTime <= moment.time && (today.endTime === MIDNIGHT || moment.time < today.endTime);
}
