import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import type { AnyRoute } from '@tanstack/react-router';
import { loadOrReload } from './load-or-reload.ts';

const pages = loadOrReload(() => import('./submission-pages.tsx'));

/**
 * start/hmda (HMDA) and start/app-summary (SUMMARY_DISCLOSURE, APP_SUBMISSION) under /account/heloc/{uuid}/, one
 * chunk: the pages between the profile and the hard pull (decision 180). The parent comes in as an argument, as in
 * start-routes.ts, to keep the route types acyclic.
 */
export function submissionRoutes<TParent extends AnyRoute>(parent: TParent) {
  return [
    createRoute({
      getParentRoute: () => parent,
      path: 'start/hmda',
      component: lazyRouteComponent(pages, 'HmdaRoute'),
    }),
    createRoute({
      getParentRoute: () => parent,
      path: 'start/app-summary',
      component: lazyRouteComponent(pages, 'AppSummaryRoute'),
    }),
  ] as const;
}
