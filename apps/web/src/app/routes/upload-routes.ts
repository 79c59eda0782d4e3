import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import type { AnyRoute } from '@tanstack/react-router';
import { loadOrReload } from './load-or-reload.ts';
import { preloadFileUpload } from './preload-file-upload.ts';

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
      loader: preloadFileUpload,
      component: lazyRouteComponent(pages, 'IdentityRoute'),
    }),
    createRoute({
      getParentRoute: () => parent,
      path: 'income/upload/$type',
      loader: preloadFileUpload,
      component: lazyRouteComponent(pages, 'IncomeUploadRoute'),
    }),
    createRoute({
      getParentRoute: () => parent,
      path: 'documents',
      loader: preloadFileUpload,
      component: lazyRouteComponent(pages, 'DocumentsRoute'),
    }),
  ] as const;
}
