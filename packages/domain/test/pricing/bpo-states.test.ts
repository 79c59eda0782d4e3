import { describe, expect, it } from 'vitest';
import { bpoRequiredByState } from '../../src/application/bpo-valuation.ts';
import { DEFAULT_PRICING_POLICY } from '../../src/pricing/default-pricing-policy.ts';
import { checkPricingPolicy } from '../../src/pricing/pricing-bounds.ts';

const withBpoStates = (bpoStates: string[], ineligibleStates: string[] = []) => {
  const copy = structuredClone(DEFAULT_PRICING_POLICY);
  copy.creditPolicy.bpoStates = bpoStates;
  copy.creditPolicy.ineligibleStates = ineligibleStates;
  return checkPricingPolicy(copy);
};

describe('a lender’s BPO states (decision 223)', () => {
  it('takes Texas with more states of the lender’s choosing', () => {
    expect(withBpoStates(['TX', 'OK', 'NM']).ok).toBe(true);
  });

  it('refuses a policy without Texas, an unknown state, a state twice, or a BPO state it does not lend in', () => {
    const problems = (bpo: string[], ineligible: string[] = []) => {
      const check = withBpoStates(bpo, ineligible);
      return check.ok ? [] : check.problems;
    };
    expect(problems(['OK'])).toEqual(['creditPolicy.bpoStates must include TX (Texas home-equity law)']);
    expect(problems(['TX', 'XX'])).toEqual(['creditPolicy.bpoStates: XX is not a US state code']);
    expect(problems(['TX', 'OK', 'OK'])).toEqual(['creditPolicy.bpoStates lists a state twice']);
    expect(problems(['TX', 'HI'], ['HI'])).toEqual([
      'creditPolicy: HI cannot be both a BPO state and ineligible',
    ]);
    expect(problems(['TX', 'ok'])[0]).toMatch(/^creditPolicy\.bpoStates\.1: Enter a two-letter state code/);
  });

  it('follows what the server decided from the policy, else the Texas rule', () => {
    expect(bpoRequiredByState({ property: { state: 'OK', bpoStateRule: true } })).toBe(true);
    expect(bpoRequiredByState({ property: { state: 'TX', bpoStateRule: false } })).toBe(false);
    expect(bpoRequiredByState({ property: { state: 'tx' } })).toBe(true);
    expect(bpoRequiredByState({ property: { state: 'OK' } })).toBe(false);
    expect(bpoRequiredByState({})).toBe(false);
  });
});
