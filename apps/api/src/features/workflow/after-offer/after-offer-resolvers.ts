import type { ServerStep } from '@lintel/domain/server-steps/server-step';
import { providerSubject } from '../jobs/provider-subject.ts';
import type { Resolver } from '../jobs/workflow-deps.ts';
import { resolveHardPull } from './resolve-hard-pull.ts';
import { resolvePaystubReview } from './resolve-paystub-review.ts';
import { resolveTitle } from './resolve-title.ts';

/** The waiting steps after the offer that a background job resolves (spread into RESOLVERS). */
export const AFTER_OFFER_RESOLVERS: Partial<Record<ServerStep, Resolver>> = {
  HARD_CREDIT_PULL: (deps, aggregate) =>
    resolveHardPull(deps.db, deps.providers, providerSubject(aggregate, deps.encryption), aggregate),
  WAITING_FOR_INCOME: (_deps, aggregate) => resolvePaystubReview(aggregate),
  WAITING_FOR_TITLE: (deps, aggregate) =>
    resolveTitle(deps.providers, providerSubject(aggregate, deps.encryption)),
};
