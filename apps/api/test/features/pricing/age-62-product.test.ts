import { DEFAULT_PRICING_POLICY } from '@lintel/domain/pricing/default-pricing-policy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishPricing } from '../../../src/features/pricing/pricing-admin.ts';
import { manualClock, register, validRegistration } from '../identity/identity-test-kit.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { property } from '../registration/registration-kit.ts';

// A lender whose credit policy offers the reverse-type product (spec 001 §1: "62 or older for a reverse-type product
// variant") registers in the spec's special product mode: 62 and over only (decision 224).
let t: TestApp;
beforeAll(async () => {
  const clock = manualClock(new Date('2026-11-23T10:00:00Z'));
  t = await createTestApp({ clock });
  const policy = structuredClone(DEFAULT_PRICING_POLICY);
  policy.version = 'lintel-62-plus';
  policy.effectiveFrom = '2026-11-23';
  policy.creditPolicy.age62Product = true;
  await publishPricing(t.db, clock, { type: 'SYSTEM', id: 'age-62-test' }, 'lintel', policy);
  // The directory reads each lender's sheet when it loads (decision 196): what a SIGHUP does.
  await t.app.organisations.reload();
});
afterAll(() => t.close());

describe('the age-62 product (decision 224)', () => {
  it('tells the browser the lender’s site is in the special product mode', async () => {
    const lintel = await t.app.inject({ url: '/api/organisation', headers: { 'x-org': 'lintel' } });
    const harbor = await t.app.inject({ url: '/api/organisation', headers: { 'x-org': 'harbor-mortgage' } });
    const advertised = (response: typeof lintel) =>
      (response.json().orgPricingData as Record<string, unknown>[]).find((entry) => 'advertised' in entry)
        ?.advertised;
    expect(advertised(lintel)).toMatchObject({ pricingVersion: 'lintel-62-plus', age62Product: true });
    expect(advertised(harbor)).toMatchObject({ age62Product: false });
  });

  it('refuses a borrower under 62 with the spec’s words, and registers one of 62', async () => {
    const young = await register(t.app, validRegistration({ email: 'young@example.com', dob: '1980-04-12' }));
    expect(young.statusCode).toBe(400);
    expect(young.json().errors).toContainEqual(
      expect.objectContaining({ message: 'Must be 62 years or older to apply for a loan', field: 'dob' }),
    );
    const turned62Today = await register(
      t.app,
      validRegistration({ email: 'sixty-two@example.com', dob: '1964-11-23' }),
    );
    expect(turned62Today.statusCode).toBeLessThan(300);
  });

  it('leaves a lender without the product at 18', async () => {
    const response = await register(
      t.app,
      validRegistration({ email: 'young@example.com', dob: '1980-04-12', propertyAddress: property('ME') }),
      { org: 'harbor-mortgage' },
    );
    expect(response.statusCode).toBeLessThan(300);
  });
});
