import { Suspense, lazy, useEffect } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { env } from '../../config/env.ts';
import { trackPageView } from '../../features/feedback/api/telemetry.ts';
import { ShellLocationConsent } from './shell-location-consent.tsx';
import { ShellProcessing } from './shell-processing.tsx';
import { useActionToasts } from './use-action-toasts.ts';

const DevLoginToolbar = lazy(() =>
  import('../../features/dev-tools/components/dev-login-toolbar.tsx').then((m) => ({
    default: m.DevLoginToolbar,
  })),
);

/** A page left sooner than this was a redirect, not a page anyone viewed; waiting also keeps the page's own calls first. */
const PAGE_VIEW_DELAY_MS = 1_000;

/** Spec 001 §7: a page-view event for every page shown (deduplicated by path on the server, decision 067). */
function usePageViews(pathname: string) {
  useEffect(() => {
    const timer = setTimeout(() => void trackPageView(), PAGE_VIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pathname]);
}

/**
 * What sits over every page: page-view tracking, action-result toasts, the processing-data modal, the
 * location-consent check on e-sign pages and, outside production builds, the dev login toolbar.
 */
export function ShellOverlays() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  usePageViews(pathname);
  useActionToasts();
  return (
    <>
      <ShellProcessing />
      <ShellLocationConsent pathname={pathname} />
      {env.isDev ? (
        <Suspense fallback={null}>
          <DevLoginToolbar />
        </Suspense>
      ) : null}
    </>
  );
}
