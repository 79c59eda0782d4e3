import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import type { AnyRoute } from '@tanstack/react-router';
import { loadOrReload } from './load-or-reload.ts';

const pages = loadOrReload(() => import('./upload-pages.tsx'));

/**
 * The pages that take uploads (issue 17) under /account/heloc/{uuid}/, one chunk with the upload control (so no
 * other route's first load carries react-dropzone): identity, income/upload/{type} and documents. The parent comes
 * in as an argument, as in start-routes.ts, to keep the route types acyclic.
 */
export function uploadRoutes<TParent extends AnyRoute>(parent: TParent) {
  return [
    createRoute({
      getParentRoute: () => parent,
      path: 'identity',
      component: lazyRouteComponent(pages, 'IdentityRoute'),
    }),
    createRoute({
      getParentRoute: () => parent,
      path: 'income/upload/$type',
      component: lazyRouteComponent(pages, 'IncomeUploadRoute'),
    }),
    createRoute({
      getParentRoute: () => parent,
      path: 'documents',
      component: lazyRouteComponent(pages, 'DocumentsRoute'),
    }),
  ] as const;
}
