import type { PricingPolicy } from '@lintel/domain/pricing/pricing-policy';
import type { ApplicationAggregate } from '../../applications/application-repository.ts';
import { resolveUnderwriting } from './resolve-underwriting.ts';
import type { StepOutcome } from '../jobs/step-outcome.ts';
import type { Providers } from '../../../providers/providers.ts';
import type { ProviderSubject } from '../../../providers/subject.ts';
import { hasSelectedOffer } from './pre-offer-facts.ts';
import { resolveReunderwriting } from './resolve-reunderwriting.ts';

/**
 * WAITING_FOR_UNDERWRITING has two meanings: pre-qualification (no offer chosen yet: liens, assets, the borrower's
 * estimate) and re-pricing a chosen offer (after the requalify choice or a completed BPO). The application's own
 * data says which, so a job recovered after a restart takes the same branch.
 */
export function resolveWaitingForUnderwriting(
  providers: Providers,
  subject: ProviderSubject,
  aggregate: ApplicationAggregate,
  asOf: string,
  policy: PricingPolicy,
): Promise<StepOutcome> {
  return hasSelectedOffer(aggregate)
    ? resolveReunderwriting(providers, subject, aggregate, asOf, policy)
    : resolveUnderwriting(providers, subject, aggregate, asOf, policy);
}
