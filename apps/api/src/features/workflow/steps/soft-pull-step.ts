import { resolveCredit } from '../credit/resolve-credit.ts';
import { pricingPolicyFor } from '../../pricing/pricing-store.ts';
import { providerSubject } from '../jobs/provider-subject.ts';
import { defineStepModule } from './step-module.ts';

/** WAITING_FOR_CREDIT: the soft pull, the property lookup and the AVM (one job); the first dead end stops it. */
export const softPullStep = defineStepModule({
  name: 'soft-pull',
  moves: {
    WAITING_FOR_CREDIT: [
      'LIEN_VERIFICATION',
      'CREDIT_NO_MATCH',
      'CREDIT_NO_MATCH_SSN_HELD',
      'CREDIT_FROZEN',
      'CREDIT_LOCKED',
      'CREDIT_INCORRECT_PIN',
      'CREDIT_ERROR',
      'FACTA',
      'NO_PROPERTY',
      'MULTIPLE_PROPERTY',
      'NO_AVM',
      'ONSITE_APPRAISAL',
      'UNKNOWN',
    ],
  },
  resolvers: {
    WAITING_FOR_CREDIT: async (deps, aggregate) => {
      // The lender's BPO states and AVM floor decide the valuation path (decision 195).
      const policy = await pricingPolicyFor(
        deps.db,
        aggregate.application,
        deps.clock.now().toISOString().slice(0, 10),
      );
      return resolveCredit(deps.providers, providerSubject(aggregate, deps.encryption), policy);
    },
  },
});
