import { DEFAULT_PRICING_POLICY } from '@lintel/domain/pricing/default-pricing-policy';
import type { Offer } from '@lintel/domain/application/offer';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../../../src/features/applications/tables/application-table.ts';
import { expirePricing, publishPricing } from '../../../src/features/pricing/pricing-admin.ts';
import { pricingPolicyFor } from '../../../src/features/pricing/pricing-store.ts';
import { SUMMIT_PRICING } from '../../../src/features/pricing/demo-pricing.ts';
import { V3, preOfferApp } from '../workflow/pre-offer/pre-offer-kit.ts';

let kit: Awaited<ReturnType<typeof preOfferApp>>;
beforeAll(async () => {
  kit = await preOfferApp();
});
afterAll(() => kit.t.close());

const operator = { type: 'SYSTEM' as const, id: 'pricing-test' };

/** The persona Happy applies at `orgCode`'s site and reaches the offers. */
async function offersAt(orgCode: string) {
  const j = await kit.journey('Happy', orgCode);
  await j.settle();
  await j.act('POST', 'liens/confirm');
  expect(await j.settle()).toBe('OFFER_SELECTION');
  const res = await kit.t.app.inject({ url: `${V3}/${j.id}/offers`, headers: j.borrower.headers });
  const [row] = await kit.t.db.select().from(applications).where(eq(applications.id, j.id));
  return {
    id: j.id,
    offers: (res.json() as { offers: Offer[] }).offers,
    pricingVersion: row?.pricingVersion,
  };
}

const terms = (offers: Offer[], type: Offer['type']) =>
  offers.filter((o) => o.type === type).map((o) => o.term);
const fixed10 = (offers: Offer[]) => offers.find((o) => o.type === 'FIXED' && o.term === 10)!;

describe('each lender prices on its own sheet (issue 21)', () => {
  it('gives the same applicant each lender’s own offers, each naming its sheet version', async () => {
    // One after another: each journey's settle runs the shared queue's next job, which may be another journey's.
    const standard = await offersAt('lintel');
    const harbor = await offersAt('harbor-mortgage');
    const summit = await offersAt('summit-home-loans');
    expect(standard.pricingVersion).toBe('standard-2026-01');
    expect(harbor.pricingVersion).toBe('harbor-2026-01');
    expect(summit.pricingVersion).toBe('summit-2026-01');
    expect(new Set(standard.offers.map((o) => o.pricingVersion))).toEqual(new Set(['standard-2026-01']));
    expect(new Set(harbor.offers.map((o) => o.pricingVersion))).toEqual(new Set(['harbor-2026-01']));

    // Harbor: 10 and 15 years only, and the credit-union discount for every borrower (with ALL_IN).
    expect(terms(standard.offers, 'FIXED')).toEqual([10, 15, 20, 30]);
    expect(terms(harbor.offers, 'FIXED')).toEqual([10, 15]);
    expect(terms(harbor.offers, 'FLOATING')).toEqual([10, 15]);
    expect(fixed10(standard.offers).discountList.map((d) => d.discount.type)).toEqual(['AUTOPAY']);
    const harborDiscounts = fixed10(harbor.offers).discountList;
    expect(harborDiscounts.map((d) => d.discount.type)).toEqual(['AUTOPAY', 'CREDIT_UNION', 'ALL_IN']);
    expect(harborDiscounts[2]!.rateWithDiscount).toBeLessThan(harborDiscounts[0]!.rateWithDiscount);
    expect(fixed10(harbor.offers).rate).toBe(fixed10(standard.offers).rate);

    // Summit: a 70% maximum CLTV, so a smaller line for the same home and mortgage.
    expect(fixed10(summit.offers).max).toBeLessThan(fixed10(standard.offers).max);
  });

  it('prices new applications on a new version and leaves one already priced on its own until it expires', async () => {
    const before = await offersAt('summit-home-loans');
    expect(before.pricingVersion).toBe('summit-2026-01');
    const today = kit.clock.now().toISOString().slice(0, 10);
    const next = structuredClone(SUMMIT_PRICING);
    next.version = 'summit-2026-11';
    next.effectiveFrom = today;
    // A quarter point more on every tier but the last (already at the advertised ceiling).
    next.rateSheet.tiers = next.rateSheet.tiers.map((tier) =>
      tier.name === 'T6' ? tier : { ...tier, baseRate: (Number(tier.baseRate) + 0.25).toFixed(2) },
    );
    await publishPricing(kit.t.db, kit.clock, operator, 'summit-home-loans', next);

    const after = await offersAt('summit-home-loans');
    expect(after.pricingVersion).toBe('summit-2026-11');
    expect(fixed10(after.offers).rate).toBeCloseTo(fixed10(before.offers).rate + 0.25, 3);

    // The application priced before keeps its version for any re-pricing (verified income, a BPO, the hard pull)…
    const [priced] = await kit.t.db.select().from(applications).where(eq(applications.id, before.id));
    expect((await pricingPolicyFor(kit.t.db, priced!, today)).version).toBe('summit-2026-01');
    // …until its version expires: then the version in force prices it.
    const tomorrow = new Date(kit.clock.now().getTime() + 86_400_000).toISOString().slice(0, 10);
    await expirePricing(kit.t.db, kit.clock, operator, 'summit-home-loans', 'summit-2026-01', tomorrow);
    expect((await pricingPolicyFor(kit.t.db, priced!, today)).version).toBe('summit-2026-01');
    expect((await pricingPolicyFor(kit.t.db, priced!, tomorrow)).version).toBe('summit-2026-11');
  });

  it('prices a lender without a sheet of its own on the standard sheet', async () => {
    const policy = await pricingPolicyFor(
      kit.t.db,
      { orgCode: 'no-sheet', pricingVersion: null },
      '2026-11-23',
    );
    expect(policy).toBe(DEFAULT_PRICING_POLICY);
  });
});
