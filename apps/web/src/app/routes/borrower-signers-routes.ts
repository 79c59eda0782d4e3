import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import type { AnyRoute } from '@tanstack/react-router';
import { loadOrReload } from './load-or-reload.ts';

const pages = loadOrReload(() => import('./borrower-signers-pages.tsx'));

/** /account/heloc/{uuid}/signers (issue 19): the borrower's other signers, at any step (domain ANY_STEP_PAGES). */
export function borrowerSignersRoutes<TParent extends AnyRoute>(parent: TParent) {
  return [
    createRoute({
      getParentRoute: () => parent,
      path: 'signers',
      component: lazyRouteComponent(pages, 'BorrowerSignersRoute'),
    }),
  ] as const;
}
