import { pricingPolicyFor } from '../../pricing/pricing-store.ts';
import { providerSubject } from '../jobs/provider-subject.ts';
import { resolveWaitingForUnderwriting } from '../pre-offer/resolve-waiting-for-underwriting.ts';
import { defineStepModule } from './step-module.ts';

/**
 * WAITING_FOR_UNDERWRITING: credit, title and valuation, then the engine (pre-qualification, or re-pricing a chosen
 * offer). A delinquency under review goes back to underwriting or is declined by an underwriter.
 */
export const underwritingStep = defineStepModule({
  name: 'underwriting',
  moves: {
    WAITING_FOR_UNDERWRITING: [
      'OFFER_SELECTION',
      'REVISED_OFFER_SELECTION',
      'FINAL_OFFER',
      'ASSETS_PREQUAL',
      'REQUALIFY',
      'DELINQUENCY_REVIEW',
      'NO_AVM',
      'BPO_CONDITION',
      'ONSITE_APPRAISAL',
      'PAYOFF_PENDING',
      'DECLINED',
      'UNKNOWN',
    ],
    DELINQUENCY_REVIEW: ['WAITING_FOR_UNDERWRITING', 'DECLINED'],
  },
  resolvers: {
    WAITING_FOR_UNDERWRITING: async (deps, aggregate) => {
      const asOf = deps.clock.now().toISOString().slice(0, 10);
      // The version the application was priced on, or the lender's current one for a first pricing (decision 195).
      const policy = await pricingPolicyFor(deps.db, aggregate.application, asOf);
      return resolveWaitingForUnderwriting(
        deps.providers,
        providerSubject(aggregate, deps.encryption),
        aggregate,
        asOf,
        policy,
      );
    },
  },
});
