import type { OperatingHoursEntry } from '@lintel/domain/shell-rules/operating-hours';
import type { PacificMoment } from './pacific-time.ts';

/**
 * Open from startTime up to, not including, endTime on that Pacific weekday (decision 066). 'HH:mm' strings compare
 * in time order; hours past midnight are not modelled, so a day's hours never cross into the next.
 */
export function isOpenAt(entries: readonly OperatingHoursEntry[], moment: PacificMoment): boolean {
  const today = entries.find((entry) => entry.weekdayValue === moment.weekdayValue);
  if (!today?.isOpen || !today.startTime || !today.endTime) return false;
  return today.startTime <= moment.time && moment.time < today.endTime;
}
