import type { OperatingHoursEntry } from '@lintel/domain/shell-rules/operating-hours';
import { describe, expect, it } from 'vitest';
import { isOpenAt } from '../../../src/features/operating-hours/open-status.ts';
import { pacificMoment } from '../../../src/features/operating-hours/pacific-time.ts';

const monday: OperatingHoursEntry = {
  weekday: 'MONDAY',
  weekdayValue: 1,
  isOpen: true,
  startTime: '06:00',
  endTime: '18:00',
};
const sunday: OperatingHoursEntry = {
  weekday: 'SUNDAY',
  weekdayValue: 7,
  isOpen: false,
  startTime: null,
  endTime: null,
};

describe('pacificMoment', () => {
  it.each([
    ['2026-11-23T18:00:00Z', 1, '10:00'],
    ['2026-11-23T07:59:00Z', 7, '23:59'],
    ['2026-07-06T07:00:00Z', 1, '00:00'],
  ])('%s is weekday %i at %s in California', (instant, weekdayValue, time) => {
    expect(pacificMoment(new Date(instant))).toEqual({ weekdayValue, time });
  });
});

describe('isOpenAt', () => {
  it.each([
    ['05:59', false],
    ['06:00', true],
    ['17:59', true],
    ['18:00', false],
  ])('Monday %s -> %s', (time, open) => {
    expect(isOpenAt([monday, sunday], { weekdayValue: 1, time })).toBe(open);
  });

  it("an end at '00:00' is the midnight that ends the day: open all day, the last minute too", () => {
    const allDay = { ...monday, startTime: '00:00', endTime: '00:00' };
    for (const time of ['00:00', '12:00', '23:59'])
      expect(isOpenAt([allDay], { weekdayValue: 1, time })).toBe(true);
    const evening = { ...monday, startTime: '18:00', endTime: '00:00' };
    expect(isOpenAt([evening], { weekdayValue: 1, time: '17:59' })).toBe(false);
    expect(isOpenAt([evening], { weekdayValue: 1, time: '23:59' })).toBe(true);
  });

  it('is closed on a closed day and on a day missing from the list', () => {
    expect(isOpenAt([monday, sunday], { weekdayValue: 7, time: '10:00' })).toBe(false);
    expect(isOpenAt([monday, sunday], { weekdayValue: 3, time: '10:00' })).toBe(false);
  });
});
