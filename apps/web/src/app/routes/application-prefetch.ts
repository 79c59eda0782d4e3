import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { askEarly } from '../../lib/early-answers.ts';
import {
  serverStepPath,
  serverStepQueryKey,
} from '../../features/application-routing/api/server-step-request.ts';
import {
  applicationPath,
  applicationQueryKey,
  offersPath,
  offersQueryKey,
} from '../../features/application/api/application-requests.ts';

/**
 * Route loaders start an application page's first calls as soon as the address is known, not after the route's
 * code has arrived (decision 099): the GET leaves at once and the page's query, when it mounts, takes the answer and
 * checks it against its schema (so the answer counts as fresh from then on, and the mount does not ask again). The
 * query modules and their schemas stay out of the entry chunk. Nothing is asked that is already cached.
 */
function askUnlessCached(queryClient: QueryClient, queryKey: QueryKey, path: string): void {
  if (queryClient.getQueryState(queryKey) === undefined) askEarly(queryClient, path);
}

export function prefetchApplication(queryClient: QueryClient, uuid: string): void {
  askUnlessCached(queryClient, applicationQueryKey(uuid), applicationPath(uuid));
  askUnlessCached(queryClient, serverStepQueryKey(uuid), serverStepPath(uuid));
}

/** The offers and the form that shows them (decision 098: the form's loan math is not needed before they arrive). */
export function prefetchOffers(queryClient: QueryClient, uuid: string): void {
  askUnlessCached(queryClient, offersQueryKey(uuid), offersPath(uuid));
  // A failed fetch is retried by the page's own lazy import, which shows the error if it fails again.
  void import('../../features/application/components/product-select-form.tsx').catch(() => undefined);
}
