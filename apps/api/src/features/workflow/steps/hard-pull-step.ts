import { resolveHardPull } from '../after-offer/resolve-hard-pull.ts';
import { pricingPolicyFor } from '../../pricing/pricing-store.ts';
import { providerSubject } from '../jobs/provider-subject.ts';
import { defineStepModule } from './step-module.ts';

/**
 * HARD_CREDIT_PULL (decision 112): the pull at submission; a score still at the offers' tier goes on to income, a
 * lower one to the prequal win-back.
 */
export const hardPullStep = defineStepModule({
  name: 'hard-pull',
  moves: {
    HARD_CREDIT_PULL: ['INCOME_VERIFICATION', 'REQUALIFY', 'DECLINED', 'CREDIT_ERROR', 'FACTA', 'UNKNOWN'],
  },
  resolvers: {
    HARD_CREDIT_PULL: async (deps, aggregate) => {
      const asOf = deps.clock.now().toISOString().slice(0, 10);
      const policy = await pricingPolicyFor(deps.db, aggregate.application, asOf);
      return resolveHardPull(
        deps.db,
        deps.providers,
        providerSubject(aggregate, deps.encryption),
        aggregate,
        policy,
      );
    },
  },
});
