import type { QueryClient } from '@tanstack/react-query';

/**
 * Route loaders start an application page's first calls while its code is still on the way, instead of after the
 * layout has rendered (decision 097: the calls no longer wait for the route chunks). The query modules are imported,
 * not bundled here, so their schemas stay out of the entry chunk. A call already made is not repeated, and a failure
 * is left to the page, which shows its own error.
 */
function quietly(started: Promise<unknown>): void {
  void started.catch(() => undefined);
}

export function prefetchApplication(queryClient: QueryClient, uuid: string): void {
  quietly(
    import('../../features/application/api/application.ts').then((m) =>
      queryClient.ensureQueryData(m.applicationQueryOptions(uuid)),
    ),
  );
  quietly(
    import('../../features/application-routing/api/server-step.ts').then((m) =>
      queryClient.ensureQueryData(m.serverStepQueryOptions(uuid)),
    ),
  );
}

/** The offers and the form that shows them (decision 098: the form's loan math is not needed before they arrive). */
export function prefetchOffers(queryClient: QueryClient, uuid: string): void {
  quietly(import('../../features/application/components/product-select-form.tsx'));
  quietly(
    import('../../features/application/api/offers.ts').then((m) =>
      queryClient.ensureQueryData(m.offersQueryOptions(uuid)),
    ),
  );
}
