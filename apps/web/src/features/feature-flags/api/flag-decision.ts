import { queryOptions } from '@tanstack/react-query';
import { flagDecision } from '@lintel/domain/api/endpoints/feature-flags';
import type { DecisionAnswer } from '@lintel/domain/reference-data/feature-flags';
import { apiClient } from '../../../lib/api-client.ts';

/** Flags change by hand, rarely; one evaluation per page load is enough. */
const FLAG_STALE_TIME_MS = 5 * 60_000;

/** What the browser does when evaluation fails (decision 052): the flag reads as off with no variables. */
export function offDecision(flagKey: string): DecisionAnswer {
  return { flagKey, flagEnabled: false, variationKey: 'off', variables: {} };
}

export async function fetchFlagDecision(flagKey: string, organization: string): Promise<DecisionAnswer> {
  try {
    return await apiClient.call(flagDecision, {
      params: { context: 'external' },
      body: { flagKey, optimizeUser: { attributes: { organization } } },
    });
  } catch {
    // A flag service outage must not block registration: every flag falls back to off.
    return offDecision(flagKey);
  }
}

/** Spec 000 §7: flags are evaluated with the organisation attribute. */
export const flagDecisionQueryOptions = (flagKey: string, organization: string) =>
  queryOptions({
    queryKey: ['feature-flags', 'decision', organization, flagKey],
    queryFn: () => fetchFlagDecision(flagKey, organization),
    staleTime: FLAG_STALE_TIME_MS,
  });
