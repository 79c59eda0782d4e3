import { createRoute } from '@tanstack/react-router';
import type { AnyRoute } from '@tanstack/react-router';
import { loadOrReload } from './load-or-reload.ts';

const holds = () => import('./pre-offer-holds.lazy.tsx');

// The lazy modules' types depend on the route tree these routes belong to: typing the loader here would be
// circular, so it is left to createLazyRoute's own path check in each module.
const lazy = (load: () => Promise<unknown>) => loadOrReload(load) as never;

/**
 * The pre-offer branch pages of issue 6 under /account/heloc/{uuid}/: asset depletion, the value estimate, the
 * prequal win-back, the Texas BPO questions, and the hold pages (one chunk for the four holds). The parent comes in
 * as an argument: importing it would make the route types circular.
 */
export function preOfferRoutes<TParent extends AnyRoute>(parent: TParent) {
  return [
    createRoute({ getParentRoute: () => parent, path: 'product/assets' }).lazy(
      lazy(() => import('./pre-offer-assets.lazy.tsx').then((m) => m.Route)),
    ),
    createRoute({ getParentRoute: () => parent, path: 'product/prequal-winback' }).lazy(
      lazy(() => import('./pre-offer-requalify.lazy.tsx').then((m) => m.Route)),
    ),
    createRoute({ getParentRoute: () => parent, path: 'bpo/estimate-value' }).lazy(
      lazy(() => import('./pre-offer-estimate-value.lazy.tsx').then((m) => m.Route)),
    ),
    createRoute({ getParentRoute: () => parent, path: 'bpo/condition' }).lazy(
      lazy(() => import('./pre-offer-bpo-condition.lazy.tsx').then((m) => m.Route)),
    ),
    createRoute({ getParentRoute: () => parent, path: 'bpo/order-bpo' }).lazy(
      lazy(() => import('./pre-offer-bpo-order.lazy.tsx').then((m) => m.Route)),
    ),
    createRoute({ getParentRoute: () => parent, path: 'bpo/hold' }).lazy(
      lazy(() => holds().then((m) => m.BpoHoldRoute)),
    ),
    createRoute({ getParentRoute: () => parent, path: 'bpo/waiting' }).lazy(
      lazy(() => holds().then((m) => m.BpoWaitingRoute)),
    ),
    createRoute({ getParentRoute: () => parent, path: 'payoff/hold' }).lazy(
      lazy(() => holds().then((m) => m.PayoffRoute)),
    ),
    createRoute({ getParentRoute: () => parent, path: 'hold' }).lazy(
      lazy(() => holds().then((m) => m.Route)),
    ),
  ] as const;
}
