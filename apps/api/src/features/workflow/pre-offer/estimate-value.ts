import type { estimateValue } from '@lintel/domain/api/endpoints/pre-offer-actions';
import { eq } from 'drizzle-orm';
import { applicationProperties } from '../../applications/tables/application-property-income.ts';
import type { LoadedActionContext, PlanResult } from '../steps/step-module.ts';
import { selectedProperty } from './pre-offer-facts.ts';

/**
 * The borrower's estimate of the home's value (page bpo/estimate-value) when no AVM exists (NO_AVM: on to the liens)
 * or the BPO came back without a value (NO_BPO_ESTIMATE: underwriting again). Offers rest on it, sub-decision
 * BPO_PENDING, until a broker price opinion confirms it (decision 101).
 */
export function planEstimateValue({
  current,
  aggregate,
  body,
}: LoadedActionContext<typeof estimateValue>): PlanResult {
  const property = selectedProperty(aggregate);
  if (!property) return undefined;
  const value = body.estimatedValue.toFixed(2);
  return {
    to: current === 'NO_AVM' ? 'LIEN_VERIFICATION' : 'WAITING_FOR_UNDERWRITING',
    changes: { bpo: 'BPO_REQUIRED' },
    write: async (tx) => {
      await tx.update(applicationProperties).set({ value }).where(eq(applicationProperties.id, property.id));
    },
  };
}
