import { describe, expect, it } from 'vitest';
import {
  clockSkew,
  rescissionLastDay,
  timeLeft,
} from '../../src/features/closing/components/rescission-countdown.tsx';

describe('the right to cancel on the complete page (decision 191)', () => {
  it('names the last day: the deadline is midnight Pacific at its end', () => {
    // Deed signed Tuesday 2026-11-24: Wednesday, (Thanksgiving) Friday, Saturday; ends 08:00 UTC Sunday.
    expect(rescissionLastDay('2026-11-29T08:00:00.000Z')).toBe('Saturday, November 28, 2026');
    // Across a daylight-saving change the deadline is 07:00 UTC: still the Saturday before.
    expect(rescissionLastDay('2026-03-15T07:00:00.000Z')).toBe('Saturday, March 14, 2026');
  });

  it('says the time left to the minute, in words', () => {
    expect(timeLeft(((2 * 24 + 4) * 60 + 10) * 60_000)).toBe('2 days, 4 hours and 10 minutes');
    expect(timeLeft(61 * 60_000)).toBe('1 hour and 1 minute');
    expect(timeLeft(24 * 60 * 60_000)).toBe('1 day');
    expect(timeLeft(30_000)).toBe('less than a minute');
    expect(timeLeft(-5)).toBe('no time');
  });

  it('measures the application clock against the browser clock when the answer arrived', () => {
    const received = Date.parse('2026-11-25T10:00:00.000Z');
    expect(clockSkew('2026-11-26T10:00:00.000Z', received)).toBe(86_400_000);
    expect(clockSkew('2026-11-25T09:59:00.000Z', received)).toBe(-60_000);
    // Nothing to measure against: the browser's own clock.
    expect(clockSkew('not a time', received)).toBe(0);
    expect(clockSkew('2026-11-26T10:00:00.000Z', 0)).toBe(0);
  });
});
