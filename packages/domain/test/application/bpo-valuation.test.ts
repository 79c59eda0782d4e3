import { describe, expect, it } from 'vitest';
import { BPO_VALUATION_STATES, requiresBpoValuation } from '../../src/application/bpo-valuation.ts';

describe('requiresBpoValuation (spec bpoEscalate)', () => {
  it('holds for Texas, in any case, and for no other state', () => {
    expect([...BPO_VALUATION_STATES]).toEqual(['TX']);
    expect(requiresBpoValuation('TX')).toBe(true);
    expect(requiresBpoValuation('tx')).toBe(true);
    expect(requiresBpoValuation('Tx')).toBe(true);
    for (const state of ['CO', 'CA', 'NM', '', ' TX', null, undefined])
      expect(requiresBpoValuation(state)).toBe(false);
  });
});
