import { mergedPricingData } from '@lintel/domain/organisation/organisation';
import { advertisedFigures, type AdvertisedFigures } from '@lintel/domain/pricing/pricing-marketing';
import { useOrganisation } from './organisation-context.tsx';

/**
 * The lender's advertised loan range, APR range and top fee, which the server derives from its current rate sheet
 * into orgPricingData (decision 196); the spec's ranges when the page carries none.
 */
export function useAdvertisedFigures(): AdvertisedFigures {
  return advertisedFigures(mergedPricingData(useOrganisation()));
}
