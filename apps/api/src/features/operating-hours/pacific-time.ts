import { OPERATING_HOURS_TIME_ZONE } from '@lintel/domain/constants/shell-limits';

const WEEKDAY_VALUES: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

const formatter = new Intl.DateTimeFormat('en-US', {
  timeZone: OPERATING_HOURS_TIME_ZONE,
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export interface PacificMoment {
  /** 1 Monday ... 7 Sunday. */
  weekdayValue: number;
  /** 'HH:mm', 24-hour. */
  time: string;
}

/** The Pacific weekday and wall-clock time of an instant (daylight saving included, via the ICU time-zone data). */
export function pacificMoment(instant: Date): PacificMoment {
  const parts = Object.fromEntries(formatter.formatToParts(instant).map((part) => [part.type, part.value]));
  const weekdayValue = WEEKDAY_VALUES[parts['weekday'] ?? ''];
  if (weekdayValue === undefined) throw new Error(`unexpected weekday ${String(parts['weekday'])}`);
  return { weekdayValue, time: `${parts['hour'] ?? '00'}:${parts['minute'] ?? '00'}` };
}
