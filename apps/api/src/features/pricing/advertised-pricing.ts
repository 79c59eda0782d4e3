import type { Organisation } from '@lintel/domain/organisation/organisation';
import { marketingRanges } from '@lintel/domain/pricing/pricing-bounds';
import { ADVERTISED_KEY, type AdvertisedFigures } from '@lintel/domain/pricing/pricing-marketing';
import type { PricingPolicy } from '@lintel/domain/pricing/pricing-policy';
import { DEFAULT_PRICING_POLICY } from '@lintel/domain/pricing/default-pricing-policy';
import type { Database } from '../../platform/db/database.ts';
import type { OrganisationEnricher } from '../organisations/organisation-directory.ts';
import { currentPricingPolicies } from './pricing-store.ts';

/**
 * The organisation object with its current sheet's advertised figures as the last orgPricingData entry (spec 001 §3:
 * the list is merged, later entries win), so the start page and the footer say what the sheet offers (decision 196).
 */
export function withAdvertisedPricing(organisation: Organisation, policy: PricingPolicy): Organisation {
  const advertised: AdvertisedFigures = {
    pricingVersion: policy.version,
    ...marketingRanges(policy),
    age62Product: policy.creditPolicy.age62Product,
  };
  const own = organisation.orgPricingData.filter((entry) => !(ADVERTISED_KEY in entry));
  return { ...organisation, orgPricingData: [...own, { [ADVERTISED_KEY]: advertised }] };
}

/** The organisation directory's enricher: every lender's figures from the sheet in force on the day it loads. */
export function advertisedPricing(db: Database, today: () => string): OrganisationEnricher {
  return async (parsed) => {
    const pricing = await currentPricingPolicies(db, today());
    const enriched = new Map<string, Organisation>();
    for (const [code, organisation] of parsed)
      enriched.set(code, withAdvertisedPricing(organisation, pricing.get(code) ?? DEFAULT_PRICING_POLICY));
    return enriched;
  };
}
