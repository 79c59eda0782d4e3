import { describe, expect, it } from 'vitest';
import {
  formatClockTime,
  groupOperatingHours,
  type OperatingHoursEntry,
} from '../../src/shell-rules/operating-hours.ts';

const NAMES = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'];
const day = (
  weekdayValue: number,
  startTime: string | null,
  endTime: string | null,
  isOpen = true,
): OperatingHoursEntry => ({
  weekday: NAMES[weekdayValue - 1] ?? '',
  weekdayValue,
  isOpen,
  startTime,
  endTime,
});
const weekdays = (start: string, end: string) => [1, 2, 3, 4, 5].map((v) => day(v, start, end));

describe('groupOperatingHours', () => {
  it.each<[string, OperatingHoursEntry[], string[]]>([
    [
      'open all day: midnight to midnight (decision 253)',
      [...weekdays('00:00', '00:00'), day(6, '08:00', '00:00'), day(7, null, null, false)],
      ['Mon - Fri Open 24 hours', 'Sat 8:00 AM - 12:00 AM PT', 'Sun Closed'],
    ],
    [
      'weekdays open, weekend shorter',
      [...weekdays('06:00', '18:00'), day(6, '08:00', '17:00'), day(7, '08:00', '17:00')],
      ['Mon - Fri 6:00 AM - 6:00 PM PT', 'Sat - Sun 8:00 AM - 5:00 PM PT'],
    ],
    [
      'weekend closed',
      [...weekdays('06:00', '18:00'), day(6, null, null, false), day(7, '08:00', '17:00', false)],
      ['Mon - Fri 6:00 AM - 6:00 PM PT', 'Sat - Sun Closed'],
    ],
    [
      'Friday shorter, Sunday closed',
      [
        ...weekdays('06:00', '18:00').slice(0, 4),
        day(5, '06:00', '17:00'),
        day(6, '09:00', '13:00'),
        day(7, null, null, false),
      ],
      [
        'Mon - Thu 6:00 AM - 6:00 PM PT',
        'Fri 6:00 AM - 5:00 PM PT',
        'Sat 9:00 AM - 1:00 PM PT',
        'Sun Closed',
      ],
    ],
    [
      'a missing day is closed and never merges across the weekend boundary',
      [...weekdays('07:30:00', '19:00:00').filter((e) => e.weekdayValue !== 3), day(6, '07:30', '19:00')],
      [
        'Mon - Tue 7:30 AM - 7:00 PM PT',
        'Wed Closed',
        'Thu - Fri 7:30 AM - 7:00 PM PT',
        'Sat 7:30 AM - 7:00 PM PT',
        'Sun Closed',
      ],
    ],
    ['no data', [], ['Mon - Fri Closed', 'Sat - Sun Closed']],
  ])('%s', (_name, entries, expected) => {
    expect(groupOperatingHours(entries).map((line) => line.label)).toEqual(expected);
  });

  it('splits days and hours for layout', () => {
    expect(groupOperatingHours(weekdays('06:00', '18:00'))[0]).toEqual({
      days: 'Mon - Fri',
      hours: '6:00 AM - 6:00 PM PT',
      label: 'Mon - Fri 6:00 AM - 6:00 PM PT',
    });
  });
});

describe('formatClockTime', () => {
  it.each([
    ['00:00', '12:00 AM'],
    ['06:05', '6:05 AM'],
    ['12:00', '12:00 PM'],
    ['23:59:59', '11:59 PM'],
    ['6:00 AM', '6:00 AM'],
    ['25:00', '25:00'],
  ])('%s -> %s', (time, expected) => {
    expect(formatClockTime(time)).toBe(expected);
  });
});
