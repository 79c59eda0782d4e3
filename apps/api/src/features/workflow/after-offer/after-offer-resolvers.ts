import type { ServerStep } from '@lintel/domain/server-steps/server-step';
import type { ApplicationAggregate } from '../../applications/application-repository.ts';
import { providerSubject } from '../jobs/provider-subject.ts';
import type { ResolveStepData, WorkflowDeps } from '../jobs/resolve-step-job.ts';
import type { StepOutcome } from '../jobs/step-outcome.ts';
import { resolveHardPull } from './resolve-hard-pull.ts';
import { resolvePaystubReview } from './resolve-paystub-review.ts';
import { resolveTitle } from './resolve-title.ts';

type Resolver = (
  deps: WorkflowDeps,
  aggregate: ApplicationAggregate,
  data: ResolveStepData,
) => Promise<StepOutcome>;

/** The waiting steps after the offer that a background job resolves (spread into RESOLVERS). */
export const AFTER_OFFER_RESOLVERS: Partial<Record<ServerStep, Resolver>> = {
  HARD_CREDIT_PULL: (deps, aggregate) =>
    resolveHardPull(deps.db, deps.providers, providerSubject(aggregate, deps.encryption), aggregate),
  WAITING_FOR_INCOME: (_deps, aggregate) => resolvePaystubReview(aggregate),
  WAITING_FOR_TITLE: (deps, aggregate) =>
    resolveTitle(deps.providers, providerSubject(aggregate, deps.encryption)),
};
