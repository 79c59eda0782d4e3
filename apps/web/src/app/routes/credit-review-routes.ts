import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import type { AnyRoute } from '@tanstack/react-router';
import { loadOrReload } from './load-or-reload.ts';

const credit = loadOrReload(() => import('./credit-review-credit-pages.tsx'));
const property = loadOrReload(() => import('./credit-review-property-pages.tsx'));
const holds = loadOrReload(() => import('./credit-review-holds-pages.tsx'));

/**
 * The credit and review pages of issue 6 under /account/heloc/{uuid}/: credit/error, review-app/* and
 * error/flood-cert, in three chunks of pages that load together: the credit stops, the property outcomes, and the
 * waits on a person or a third party. The parent comes in as an argument and the pages as lazy components:
 * importing the parent, or createLazyRoute in the chunks, would make the route types circular.
 */
export function creditReviewRoutes<TParent extends AnyRoute>(parent: TParent) {
  return [
    createRoute({
      getParentRoute: () => parent,
      path: 'credit/error',
      component: lazyRouteComponent(credit, 'CreditErrorRoute'),
    }),
    createRoute({
      getParentRoute: () => parent,
      path: 'review-app/incorrect-pin',
      component: lazyRouteComponent(credit, 'IncorrectPinRoute'),
    }),
    createRoute({
      getParentRoute: () => parent,
      path: 'review-app/no-credit',
      component: lazyRouteComponent(credit, 'NoCreditRoute'),
    }),
    createRoute({
      getParentRoute: () => parent,
      path: 'review-app/property',
      component: lazyRouteComponent(property, 'PropertyRoute'),
    }),
    createRoute({
      getParentRoute: () => parent,
      path: 'review-app/incorrect-ownership',
      component: lazyRouteComponent(property, 'IncorrectOwnershipRoute'),
    }),
    createRoute({
      getParentRoute: () => parent,
      path: 'review-app/datatree',
      component: lazyRouteComponent(property, 'DatatreeRoute'),
    }),
    createRoute({
      getParentRoute: () => parent,
      path: 'review-app/uw',
      component: lazyRouteComponent(holds, 'UnderwritingReviewRoute'),
    }),
    createRoute({
      getParentRoute: () => parent,
      path: 'review-app/delinquency',
      component: lazyRouteComponent(holds, 'DelinquencyRoute'),
    }),
    createRoute({
      getParentRoute: () => parent,
      path: 'error/flood-cert',
      component: lazyRouteComponent(holds, 'FloodCertRoute'),
    }),
  ] as const;
}
