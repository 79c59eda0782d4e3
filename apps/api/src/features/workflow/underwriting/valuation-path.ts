import type { PricingPolicy } from '@lintel/domain/pricing/pricing-policy';
import type { BpoStatus } from '../../applications/decision-types.ts';

export type ValuationPath =
  /** The AVM carries the line. */
  | { path: 'AVM' }
  /** No AVM: the borrower gives an estimate (bpo/estimate-value) and a BPO is ordered. */
  | { path: 'ESTIMATE_NEEDED'; bpoStatus: BpoStatus }
  /** Texas: a BPO is required whatever the AVM says (bpo/condition, then the order). */
  | { path: 'BPO_REQUIRED'; bpoStatus: BpoStatus }
  /** The AVM's confidence is too low to lend on: an onsite appraisal (hold page). */
  | { path: 'ONSITE_APPRAISAL' };

export interface ValuationFacts {
  state: string;
  avm: { confidenceScore: number } | undefined;
  /** The lender's BPO states and AVM confidence floor. */
  policy: PricingPolicy;
}

/** Which valuation the line rests on; Texas first because its rule holds whatever the AVM says. */
export function valuationPath({ state, avm, policy }: ValuationFacts): ValuationPath {
  const credit = policy.creditPolicy;
  if (credit.bpoStates.includes(state.toUpperCase()))
    return { path: 'BPO_REQUIRED', bpoStatus: 'BPO_REQUIRED' };
  if (!avm) return { path: 'ESTIMATE_NEEDED', bpoStatus: 'BPO_REQUIRED' };
  if (avm.confidenceScore < credit.minAvmConfidence) return { path: 'ONSITE_APPRAISAL' };
  return { path: 'AVM' };
}
