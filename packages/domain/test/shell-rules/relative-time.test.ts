import { describe, expect, it } from 'vitest';
import { relativeTime } from '../../src/shell-rules/relative-time.ts';

const now = new Date('2026-03-30T12:00:00Z');
const before = (ms: number) => new Date(now.getTime() - ms);
const s = 1_000;
const m = 60 * s;
const h = 60 * m;
const d = 24 * h;

describe('relativeTime', () => {
  it.each([
    [0, 'just now'],
    [59 * s, 'just now'],
    [60 * s, '1 minute ago'],
    [5 * m + 30 * s, '5 minutes ago'],
    [59 * m, '59 minutes ago'],
    [h, '1 hour ago'],
    [23 * h + 59 * m, '23 hours ago'],
    [d, '1 day ago'],
    [6 * d, '6 days ago'],
    [7 * d, '1 week ago'],
    [20 * d, '2 weeks ago'],
    [28 * d, '4 weeks ago'],
    [28 * d + s, 'Mar 2'],
    [26 * d + 40 * d, 'Jan 23'],
  ])('%s ms ago reads %s', (elapsed, expected) => {
    expect(relativeTime(before(elapsed), now, { timeZone: 'UTC' })).toBe(expected);
  });

  it('uses the given time zone for the month and day', () => {
    const date = '2026-01-01T03:00:00Z';
    expect(relativeTime(date, now, { timeZone: 'UTC' })).toBe('Jan 1');
    expect(relativeTime(date, now, { timeZone: 'America/Los_Angeles' })).toBe('Dec 31');
  });

  it('reads a future date as just now and an invalid one as nothing', () => {
    expect(relativeTime(now.getTime() + h, now)).toBe('just now');
    expect(relativeTime('not a date', now)).toBe('');
  });
});
