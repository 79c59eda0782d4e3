import { DEFAULT_PRICING_POLICY } from '@lintel/domain/pricing/default-pricing-policy';
import type { Offer } from '@lintel/domain/application/offer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { publishPricing } from '../../../src/features/pricing/pricing-admin.ts';
import { pricingPolicies } from '../../../src/features/pricing/pricing-tables.ts';
import {
  createHarness,
  driveThroughSubmission,
  linked,
  startJourney,
  type Harness,
  type Journey,
} from '../workflow/after-offer/drive.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.t.close());

const operator = { type: 'SYSTEM' as const, id: 'pricing-test' };
const versionsOf = async (j: Journey) =>
  new Set(((await j.act('GET', 'offers')).json() as { offers: Offer[] }).offers.map((o) => o.pricingVersion));

/** The standard sheet a quarter point dearer on every tier but the last, in force from the harness's today. */
function dearer(version: string) {
  const sheet = structuredClone(DEFAULT_PRICING_POLICY);
  sheet.version = version;
  sheet.effectiveFrom = h.clock.now().toISOString().slice(0, 10);
  sheet.rateSheet.tiers = sheet.rateSheet.tiers.map((tier) =>
    tier.name === 'T6' ? tier : { ...tier, baseRate: (Number(tier.baseRate) + 0.25).toFixed(2) },
  );
  return sheet;
}

describe('re-pricing on verified income (decision 195)', () => {
  it('keeps the version the offers were made on, while a new application gets the new one', async () => {
    const j = await startJourney(h, 'Lowincome');
    await driveThroughSubmission(j);
    expect(await versionsOf(j)).toEqual(new Set(['standard-2026-01']));
    await publishPricing(h.t.db, h.clock, operator, 'lintel', dearer('lintel-2026-11'));

    expect((await j.act('POST', 'income/verify', await linked(j, 'BANK'))).json()).toMatchObject({
      step: 'REVISED_OFFER_SELECTION',
      outcome: 'LOWER',
    });
    await j.status();
    expect(await versionsOf(j)).toEqual(new Set(['standard-2026-01']));
    expect((await j.application()).pricingVersion).toBe('standard-2026-01');

    const next = await startJourney(h, 'Lowincome');
    await driveThroughSubmission(next);
    expect(await versionsOf(next)).toEqual(new Set(['lintel-2026-11']));
  });

  it('re-prices on the version in force once the one it was priced on has expired', async () => {
    const j = await startJourney(h, 'Lowincome');
    await driveThroughSubmission(j);
    expect(await versionsOf(j)).toEqual(new Set(['lintel-2026-11']));
    await publishPricing(h.t.db, h.clock, operator, 'lintel', dearer('lintel-2026-11b'));
    // As if its expiry date had come (the borrower's session would not outlive a day of the manual clock).
    const today = h.clock.now().toISOString().slice(0, 10);
    await h.t.db
      .update(pricingPolicies)
      .set({ expiresOn: today })
      .where(and(eq(pricingPolicies.orgCode, 'lintel'), eq(pricingPolicies.version, 'lintel-2026-11')));

    expect((await j.act('POST', 'income/verify', await linked(j, 'BANK'))).json()).toMatchObject({
      step: 'REVISED_OFFER_SELECTION',
    });
    await j.status();
    expect(await versionsOf(j)).toEqual(new Set(['lintel-2026-11b']));
    expect((await j.application()).pricingVersion).toBe('lintel-2026-11b');
  });
});
