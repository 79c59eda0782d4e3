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
    WAITING_FOR_UNDERWRITING: (deps, aggregate) =>
      resolveWaitingForUnderwriting(
        deps.providers,
        providerSubject(aggregate, deps.encryption),
        aggregate,
        deps.clock.now().toISOString().slice(0, 10),
      ),
  },
});
