import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Query } from '@tanstack/react-query';
import { serverStepStatus } from '@lintel/domain/api/endpoints/applications';
import { nextPollDecision } from '@lintel/domain/server-steps/polling';
import type { ServerStep } from '@lintel/domain/server-steps/server-step';
import { getEndpointAnswer } from '../../../lib/early-answers.ts';
import { serverStepQueryKey } from './server-step-request.ts';

/** Polls already made after the first read: react-query counts every successful fetch in dataUpdateCount. */
function pollsMade(dataUpdateCount: number): number {
  return Math.max(0, dataUpdateCount - 1);
}

/** Decision 044: the query layer owns the clock; the domain decides whether and when to poll again. */
export function pollInterval(step: ServerStep | undefined, dataUpdateCount: number): number | false {
  if (!step) return false;
  const decision = nextPollDecision(step, pollsMade(dataUpdateCount));
  return decision.action === 'poll' ? decision.delayMs : false;
}

/** The step to route on: a wait polled 14 times reads as UNKNOWN (note generation stays itself). */
export function settledStep(step: ServerStep, dataUpdateCount: number): ServerStep {
  const decision = nextPollDecision(step, pollsMade(dataUpdateCount));
  return decision.action === 'stop' ? decision.step : step;
}

export const serverStepQueryOptions = (uuid: string) =>
  queryOptions({
    queryKey: serverStepQueryKey(uuid),
    // A step name this browser does not know (a newer server) reads as UNKNOWN: the endpoint's answer schema does it.
    queryFn: async ({ client, signal }) =>
      (await getEndpointAnswer(client, serverStepStatus, { uuid }, signal)).step,
    // A failed status call shows error/timeout until the borrower presses "Try again"; a page mounting on the way
    // there must not quietly ask again and bounce them back.
    retryOnMount: false,
    refetchInterval: (query: Query<ServerStep, Error, ServerStep, readonly unknown[]>) =>
      pollInterval(query.state.data, query.state.dataUpdateCount),
  });

/** The server step, polled while it is a wait; `step` is what routing uses. */
export function useServerStep(uuid: string) {
  const queryClient = useQueryClient();
  const query = useQuery(serverStepQueryOptions(uuid));
  // Reading dataUpdatedAt subscribes to every poll (an unchanged step still counts as one more attempt).
  const updatedAt = query.dataUpdatedAt;
  const count = updatedAt ? (queryClient.getQueryState(serverStepQueryKey(uuid))?.dataUpdateCount ?? 0) : 0;
  const step = query.data === undefined ? undefined : settledStep(query.data, count);
  const polling = query.data !== undefined && pollInterval(query.data, count) !== false;
  return { ...query, step, polling };
}
