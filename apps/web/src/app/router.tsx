import { createRouter } from '@tanstack/react-router';
import type { RouterHistory } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { Organisation } from '@lintel/domain/organisation/organisation';
import { BrandLoader } from '../features/loaders/components/brand-loader.tsx';
import { routeTree } from './route-tree.ts';

export function createAppRouter(
  queryClient: QueryClient,
  organisation: Organisation,
  history?: RouterHistory,
  /** The server's rendering (src/server-render/): no scroll-restoring inline script, which the page's CSP refuses. */
  onServer = false,
) {
  return createRouter({
    routeTree,
    ...(history ? { history } : {}),
    context: { queryClient, organisation },
    defaultPreload: 'intent',
    // Spec 001 §2: the branded full-screen loader while a screen loads (after the router's 1 s pending delay).
    defaultPendingComponent: () => <BrandLoader loading />,
    scrollRestoration: !onServer,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
