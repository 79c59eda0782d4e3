import { useMemo } from 'react';
import {
  MANUAL_NOTARY_MAX_DAYS,
  MANUAL_NOTARY_MIN_DAYS,
  MANUAL_TIME_RANGE,
  MANUAL_TIME_REQUIRED,
} from '@lintel/domain/application/notary';
import type { ErrorSummaryItem } from '../../../components/form/error-summary.tsx';
import { FormField } from '../../../components/form/form-field.tsx';
import { TextInput } from '../../../components/form/text-input.tsx';

const DAY_MS = 86_400_000;
// Appointment times a travelling notary offers, in the borrower's own time zone.
const HOURS = [9, 10, 11, 12, 13, 14, 15, 16, 17, 18];
const hourLabel = (h: number) => `${h % 12 === 0 ? 12 : h % 12}:00 ${h < 12 ? 'a.m.' : 'p.m.'}`;
const longDayLabel = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
/** "December 3, 2026" for a yyyy-mm-dd day of the borrower's calendar. */
const longDay = (day: string) => longDayLabel.format(new Date(`${day}T12:00:00`));
const isoDay = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** The local date and hour as an instant, or undefined when the date is not a real one. */
function localInstant(day: string, hour: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match || !hour) return undefined;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]), Number(hour));
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** The first and last day an appointment may be on (whole days inside the server's 2 to 30 days). */
export function useManualDayRange(): [string, string] {
  return useMemo(() => {
    const now = Date.now();
    return [
      isoDay(new Date(now + (MANUAL_NOTARY_MIN_DAYS + 1) * DAY_MS)),
      isoDay(new Date(now + (MANUAL_NOTARY_MAX_DAYS - 1) * DAY_MS)),
    ];
  }, []);
}

/** The day and hour checked as the server will: the instant asked for, or the errors on `day` and `hour`. */
export function checkManualTime(
  day: string,
  hour: string,
  [min, max]: [string, string],
): { when?: Date; errors: ErrorSummaryItem[] } {
  const when = localInstant(day, hour);
  if (!when) return { errors: [{ message: MANUAL_TIME_REQUIRED, field: day ? 'hour' : 'day' }] };
  if (day < min || day > max) return { errors: [{ message: MANUAL_TIME_RANGE, field: 'day' }] };
  return { when, errors: [] };
}

interface ManualTimeFieldsProps {
  day: string;
  hour: string;
  onDay: (day: string) => void;
  onHour: (hour: string) => void;
  range: [string, string];
  errors: readonly ErrorSummaryItem[];
}

/** The in-person appointment's day and hour (pages notary/schedule-manual and notary/reserve-manual). */
export function ManualTimeFields({
  day,
  hour,
  onDay,
  onHour,
  range: [min, max],
  errors,
}: ManualTimeFieldsProps) {
  const fieldError = (field: string) => errors.find((e) => e.field === field)?.message;
  return (
    <>
      <FormField
        name="day"
        label="Day"
        hint={`Between ${longDay(min)} and ${longDay(max)}`}
        error={fieldError('day')}
      >
        {(control) => (
          <TextInput
            {...control}
            type="date"
            min={min}
            max={max}
            value={day}
            onChange={(e) => onDay(e.target.value)}
          />
        )}
      </FormField>
      <FormField name="hour" label="Time" error={fieldError('hour')}>
        {(control) => (
          <select {...control} className="input" value={hour} onChange={(e) => onHour(e.target.value)}>
            <option value="">Choose a time</option>
            {HOURS.map((h) => (
              <option key={h} value={String(h)}>
                {hourLabel(h)}
              </option>
            ))}
          </select>
        )}
      </FormField>
    </>
  );
}
