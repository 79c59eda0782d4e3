import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import type { AnyRoute } from '@tanstack/react-router';
import { loadOrReload } from './load-or-reload.ts';

const pages = loadOrReload(() => import('./start-pages.tsx'));

/**
 * start/profile and start/contact under /account/heloc/{uuid}/ (COLLECT_ADDITIONAL_INFO), one chunk: the two pages
 * of one step. The parent comes in as an argument, as in credit-review-routes.ts, to keep the route types acyclic.
 */
export function startRoutes<TParent extends AnyRoute>(parent: TParent) {
  return [
    createRoute({
      getParentRoute: () => parent,
      path: 'start/profile',
      component: lazyRouteComponent(pages, 'ProfileRoute'),
    }),
    createRoute({
      getParentRoute: () => parent,
      path: 'start/contact',
      component: lazyRouteComponent(pages, 'ContactRoute'),
    }),
  ] as const;
}
