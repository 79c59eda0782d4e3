import { describe, expect, it } from 'vitest';
import { evaluateFlag, unknownFlag } from '../../../src/features/feature-flags/evaluate-flag.ts';

const flag = { key: 'fe-x', enabled: false, variables: { a: 1, b: 'two' } };

describe('evaluateFlag', () => {
  it('answers the default value and variables for an organisation without its own value', () => {
    expect(evaluateFlag({ ...flag, orgValue: null })).toEqual({
      key: 'fe-x',
      enabled: false,
      variables: { a: 1, b: 'two' },
    });
  });

  it("lets the organisation's value win and merges its variables over the defaults", () => {
    const decision = evaluateFlag({
      ...flag,
      orgValue: { enabled: true, variables: { b: 'three', c: [1] } },
    });
    expect(decision).toEqual({ key: 'fe-x', enabled: true, variables: { a: 1, b: 'three', c: [1] } });
  });

  it('can switch a flag off for one organisation', () => {
    expect(
      evaluateFlag({ ...flag, enabled: true, orgValue: { enabled: false, variables: {} } }).enabled,
    ).toBe(false);
  });

  it('does not share the variables object with the stored flag', () => {
    const stored = { ...flag, orgValue: null };
    evaluateFlag(stored).variables['a'] = 99;
    expect(stored.variables.a).toBe(1);
  });

  it('treats an unknown flag as off', () => {
    expect(unknownFlag('fe-y')).toEqual({ key: 'fe-y', enabled: false, variables: {} });
  });
});
