import { useEffect } from 'react';
import { Outlet, createRootRouteWithContext, useRouter } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { Organisation } from '@lintel/domain/organisation/organisation';
import { NotFoundPage } from '../../components/layouts/not-found-page.tsx';
import { PageLayout } from '../../components/layouts/page-layout.tsx';
import { ShellLayout } from '../shell/shell-layout.tsx';
import { ShellErrorFallback } from './error-page.tsx';

export interface RouterContext {
  queryClient: QueryClient;
  organisation: Organisation;
}

// The plain layout, not the shell's: if the shell itself failed, the error page must still render.
function RootErrorFallback({ error }: { error: unknown }) {
  const router = useRouter();
  return (
    <PageLayout>
      <ShellErrorFallback error={error} onRetry={() => void router.invalidate()} />
    </PageLayout>
  );
}

/**
 * After an in-app navigation, focus moves to <main> so screen-reader and keyboard users start at the new page's
 * content instead of wherever the old page left them (a full page load starts at the top anyway).
 */
function RootLayout() {
  const router = useRouter();
  useEffect(
    () =>
      router.subscribe('onResolved', (event) => {
        if (event.fromLocation && event.pathChanged) document.getElementById('main-content')?.focus();
      }),
    [router],
  );
  return (
    <ShellLayout>
      <Outlet />
    </ShellLayout>
  );
}

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
  errorComponent: RootErrorFallback,
});
