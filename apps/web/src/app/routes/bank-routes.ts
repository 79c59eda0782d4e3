import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import type { AnyRoute } from '@tanstack/react-router';
import { loadOrReload } from './load-or-reload.ts';

const pages = loadOrReload(() => import('./bank-pages.tsx'));

/**
 * bank/disburse, bank/autopay, bank/confirm and bank/manual-disburse under /account/heloc/{uuid}/ (decision 186), one
 * chunk: the pages of one step. The parent comes in as an argument, as in start-routes.ts.
 */
export function bankRoutes<TParent extends AnyRoute>(parent: TParent) {
  return [
    createRoute({
      getParentRoute: () => parent,
      path: 'bank/disburse',
      component: lazyRouteComponent(pages, 'DisburseRoute'),
    }),
    createRoute({
      getParentRoute: () => parent,
      path: 'bank/manual-disburse',
      component: lazyRouteComponent(pages, 'ManualDisburseRoute'),
    }),
    createRoute({
      getParentRoute: () => parent,
      path: 'bank/autopay',
      component: lazyRouteComponent(pages, 'AutopayRoute'),
    }),
    createRoute({
      getParentRoute: () => parent,
      path: 'bank/confirm',
      component: lazyRouteComponent(pages, 'ConfirmRoute'),
    }),
  ] as const;
}
