import { DEFAULT_PRICING_POLICY } from '@lintel/domain/pricing/default-pricing-policy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishPricing } from '../../../src/features/pricing/pricing-admin.ts';
import {
  createHarness,
  driveIncomeAndBank,
  driveThroughSubmission,
  startJourney,
  verifyIdentity,
  type Harness,
} from '../workflow/after-offer/drive.ts';

// A lender's credit policy names its BPO states beyond Texas (decision 223): the valuation, the identity check that
// leads to the BPO and the pages all follow it.
let h: Harness;
beforeAll(async () => {
  h = await createHarness();
  const policy = structuredClone(DEFAULT_PRICING_POLICY);
  policy.version = 'lintel-bpo-ok';
  policy.effectiveFrom = h.clock.now().toISOString().slice(0, 10);
  policy.creditPolicy.bpoStates = ['TX', 'OK'];
  await publishPricing(h.t.db, h.clock, { type: 'SYSTEM', id: 'bpo-test' }, 'lintel', policy);
});
afterAll(() => h.t.close());

const TULSA = { street1: '200 Main Street', city: 'Tulsa', state: 'OK', zip: '74103' };
const DENVER = { street1: '200 Main Street', city: 'Denver', state: 'CO', zip: '80202' };

describe('BPO states per lender policy (decision 223)', () => {
  it('sends a home in a state the lender adds to the broker price opinion, as Texas', async () => {
    const j = await startJourney(h, 'Happy', { property: TULSA });
    expect(await driveThroughSubmission(j)).toBe('INCOME_VERIFICATION');
    await driveIncomeAndBank(j);
    expect(await verifyIdentity(j)).toBe('BPO_CONDITION');
    const application = await j.application();
    expect(application.pricingVersion).toBe('lintel-bpo-ok');
    expect(application.property?.bpoStateRule).toBe(true);
    expect(application.status).toMatchObject({ bpo: 'BPO_REQUIRED' });
  });

  it('leaves a home in a state the policy does not name on its automated valuation', async () => {
    const j = await startJourney(h, 'Happy', { property: DENVER });
    expect(await driveThroughSubmission(j)).toBe('INCOME_VERIFICATION');
    await driveIncomeAndBank(j);
    expect(await verifyIdentity(j)).not.toBe('BPO_CONDITION');
    const application = await j.application();
    expect(application.property?.bpoStateRule).toBe(false);
    expect(application.status?.bpo ?? null).not.toBe('BPO_REQUIRED');
  });
});
