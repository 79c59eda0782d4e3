import { describe, expect, it } from 'vitest';
import { last4, maskLast4 } from '../../../src/platform/security/mask.ts';

describe('maskLast4', () => {
  it('keeps only the last four digits', () => {
    expect(maskLast4('123-45-6789')).toBe('•••• 6789');
    expect(maskLast4('000123456789', '*')).toBe('**** 6789');
  });

  it('reveals nothing of values of four digits or fewer', () => {
    expect(maskLast4('1234')).toBe('••••');
    expect(maskLast4('')).toBe('••••');
    expect(maskLast4(null)).toBe('••••');
  });

  it('last4 gives the digits alone, or nothing for short values', () => {
    expect(last4('9876543210')).toBe('3210');
    expect(last4('12')).toBe('');
  });
});
