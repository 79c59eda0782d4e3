import { allForYear } from '@18f/us-federal-holidays';
import { RESCISSION_BUSINESS_DAYS } from '@lintel/domain/application/closing';

/**
 * The right to cancel runs until midnight at the end of the third business day after the deed is signed, where a
 * business day is any day but Sunday and the federal legal public holidays (Reg Z §1026.23). Days are counted in
 * Pacific Time, the latest of the contiguous states' zones, so no borrower there gets less than the law's time
 * (decision 118).
 */
export const RESCISSION_TIME_ZONE = 'America/Los_Angeles';

const dateFormatter = new Intl.DateTimeFormat('en-CA', {
  timeZone: RESCISSION_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const offsetFormatter = new Intl.DateTimeFormat('en-US', {
  timeZone: RESCISSION_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

const holidayCache = new Map<number, ReadonlySet<string>>();

/**
 * Both the holiday's own date and the weekday it is observed on when it falls on a weekend: the rule names the
 * holiday, agencies observe the other day, and counting both can only lengthen the borrower's window.
 */
function holidaysOf(year: number): ReadonlySet<string> {
  let days = holidayCache.get(year);
  if (!days) {
    const actual = allForYear(year, { shiftSaturdayHolidays: false, shiftSundayHolidays: false });
    const observed = allForYear(year);
    days = new Set([...actual, ...observed].map((h) => h.dateString));
    holidayCache.set(year, days);
  }
  return days;
}

/** 'YYYY-MM-DD' → a UTC date at midnight (calendar arithmetic only; no time zone involved). */
function calendarDay(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

function addDays(day: string, n: number): string {
  return new Date(calendarDay(day).getTime() + n * 86_400_000).toISOString().slice(0, 10);
}

export function isBusinessDay(day: string): boolean {
  if (calendarDay(day).getUTCDay() === 0) return false;
  return !holidaysOf(Number(day.slice(0, 4))).has(day);
}

/** Minutes the zone is ahead of UTC at `instant` (negative in the Americas). */
function zoneOffsetMinutes(instant: Date): number {
  const parts = Object.fromEntries(
    offsetFormatter.formatToParts(instant).map((p) => [p.type, Number(p.value)]),
  );
  const asUtc = Date.UTC(
    parts['year'] ?? 0,
    (parts['month'] ?? 1) - 1,
    parts['day'] ?? 1,
    parts['hour'] ?? 0,
    parts['minute'] ?? 0,
    parts['second'] ?? 0,
  );
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/** The instant the calendar day `day` begins in the rescission time zone. */
function startOfDay(day: string): Date {
  const guess = calendarDay(day).getTime();
  const first = guess - zoneOffsetMinutes(new Date(guess)) * 60_000;
  // Across a daylight-saving change the offset at the guess differs from the one at the answer: settle on the latter.
  return new Date(guess - zoneOffsetMinutes(new Date(first)) * 60_000);
}

/** The local calendar day of an instant in the rescission time zone. */
export function rescissionDay(instant: Date): string {
  return dateFormatter.format(instant);
}

/** When the right to cancel ends for a deed signed at `signedAt`: the start of the day after the third business day. */
export function rescissionEndsAt(signedAt: Date, businessDays = RESCISSION_BUSINESS_DAYS): Date {
  let day = rescissionDay(signedAt);
  let counted = 0;
  while (counted < businessDays) {
    day = addDays(day, 1);
    if (isBusinessDay(day)) counted += 1;
  }
  return startOfDay(addDays(day, 1));
}
