import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICING_POLICY } from '../../src/pricing/default-pricing-policy.ts';
import { advertisedFigures, specialProductMode } from '../../src/pricing/pricing-marketing.ts';
import { birthdateScreenSchema } from '../../src/registration/birthdate-screen.ts';
import type { RegistrationContext } from '../../src/registration/registration-context.ts';

const context = (specialProductMode: boolean): RegistrationContext => ({
  today: new Date('2026-11-23T12:00:00Z'),
  specialProductMode,
  regulatorReview: false,
  nyFcraFlag: false,
  isProduction: false,
  authenticated: false,
});
const problems = (mode: boolean, dob: string) => {
  const parsed = birthdateScreenSchema(context(mode)).safeParse({ dob });
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
};

describe('the special product mode from the lender’s policy (decision 224)', () => {
  it('is on only where the advertised entry says the policy offers the age-62 product', () => {
    const entry = { loanAmount: '$15,000 to $400,000', apr: '7.60% to 17.20%', originationFeeMax: '4.99%' };
    expect(specialProductMode({ advertised: { ...entry, age62Product: true } })).toBe(true);
    expect(specialProductMode({ advertised: { ...entry, age62Product: 'yes' } })).toBe(false);
    expect(specialProductMode({ advertised: entry })).toBe(false);
    expect(specialProductMode({})).toBe(false);
    expect(advertisedFigures({}).age62Product).toBe(DEFAULT_PRICING_POLICY.creditPolicy.age62Product);
  });

  it('asks for 62 at the birthdate question in that mode, 18 otherwise', () => {
    expect(problems(true, '04/12/1980')).toEqual(['Must be 62 years or older to apply for a loan']);
    expect(problems(true, '11/23/1964')).toEqual([]);
    expect(problems(false, '04/12/1980')).toEqual([]);
  });
});
