import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import type { AnyRoute } from '@tanstack/react-router';
import { loadOrReload } from './load-or-reload.ts';

const hmdaPage = loadOrReload(() => import('./submission-hmda-page.tsx'));
const summaryPage = loadOrReload(() => import('./submission-summary-page.tsx'));

/**
 * start/hmda (HMDA) and start/app-summary (SUMMARY_DISCLOSURE, APP_SUBMISSION) under /account/heloc/{uuid}/: the pages
 * between the profile and the hard pull (decision 180), a chunk each (decision 233: neither loads the other's code). The parent comes in as an argument, as in
 * start-routes.ts, to keep the route types acyclic.
 */
export function submissionRoutes<TParent extends AnyRoute>(parent: TParent) {
  return [
    createRoute({
      getParentRoute: () => parent,
      path: 'start/hmda',
      component: lazyRouteComponent(hmdaPage, 'HmdaRoute'),
    }),
    createRoute({
      getParentRoute: () => parent,
      path: 'start/app-summary',
      component: lazyRouteComponent(summaryPage, 'AppSummaryRoute'),
    }),
  ] as const;
}
