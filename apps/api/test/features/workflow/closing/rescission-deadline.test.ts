import { describe, expect, it } from 'vitest';
import { isBusinessDay, rescissionEndsAt } from '../../../../src/features/workflow/closing/rescission-deadline.ts';

describe('rescission deadline: midnight Pacific after the third business day', () => {
  it.each([
    // Monday: Tuesday, Wednesday, (Thanksgiving) Friday → ends as Saturday begins.
    ['2026-11-23T18:00:00Z', '2026-11-28T08:00:00.000Z'],
    // Saturday counts; Sunday does not: Friday → Saturday, Monday, Tuesday.
    ['2026-11-20T18:00:00Z', '2026-11-25T08:00:00.000Z'],
    // 22:00 Pacific on the 24th is still the 24th there, though UTC says the 25th.
    ['2026-11-25T06:00:00Z', '2026-11-29T08:00:00.000Z'],
    // Across the spring change: the answer is midnight PDT (UTC-7).
    ['2026-03-06T18:00:00Z', '2026-03-11T07:00:00.000Z'],
    // Across the autumn change: midnight PST (UTC-8).
    ['2026-10-29T18:00:00Z', '2026-11-03T08:00:00.000Z'],
    // Independence Day on a Saturday: neither Friday the 3rd (observed) nor Saturday the 4th counts.
    ['2026-07-02T18:00:00Z', '2026-07-09T07:00:00.000Z'],
  ])('signed %s ends %s', (signedAt, endsAt) => {
    expect(rescissionEndsAt(new Date(signedAt)).toISOString()).toBe(endsAt);
  });

  it('business days are every day but Sunday and federal holidays', () => {
    expect(isBusinessDay('2026-11-28')).toBe(true); // Saturday
    expect(isBusinessDay('2026-11-29')).toBe(false); // Sunday
    expect(isBusinessDay('2026-11-26')).toBe(false); // Thanksgiving
    expect(isBusinessDay('2026-12-25')).toBe(false);
    expect(isBusinessDay('2027-01-18')).toBe(false); // Martin Luther King Jr. Day
    expect(isBusinessDay('2027-01-19')).toBe(true);
  });
});
