import { Suspense, lazy, useEffect } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { PAGE_VIEW_DELAY_MS } from '@lintel/domain/constants/telemetry';
import { loadZodEnglishOnFirstField } from '../../config/zod-english.ts';
import { hasToken } from '../../lib/session-token.ts';
import { isESignPath } from './e-sign-paths.ts';
import { useChatWanted } from './use-chat-wanted.ts';
import { usePageSettled } from './use-page-settled.ts';

// A literal import.meta.env.DEV (false in production builds) drops the dev toolbar's chunk from production entirely.
const DevToolbar = import.meta.env.DEV
  ? lazy(() =>
      import('../../features/dev-tools/components/dev-toolbar.tsx').then((m) => ({ default: m.DevToolbar })),
    )
  : null;


// E-sign pages and actions on an application need a session: a visitor's first load carries neither the location
// check nor the action toasts' rules (decision 121). With a session, the toasts' watcher waits for the page to settle
// (it counts steps already answered as seen) and the check's chunk loads only on an e-sign page, so neither travels
// ahead of a page's own code (decision 157).
const ShellLocationConsent = lazy(() =>
  import('./shell-location-consent.tsx').then((m) => ({ default: m.ShellLocationConsent })),
);
const ActionToasts = lazy(() => import('./action-toasts.tsx').then((m) => ({ default: m.ActionToasts })));
// The chat's launcher (issue 20, decision 203) loads only when the chat is wanted (use-chat-wanted.ts, decision 241);
// the widget itself loads only when opened.
const ShellChat = lazy(() => import('./shell-chat.tsx').then((m) => ({ default: m.ShellChat })));
// Registration's processing modal watches for a submission no one makes in a page's first second (decision 121).
const ShellProcessing = lazy(() =>
  import('./shell-processing.tsx').then((m) => ({ default: m.ShellProcessing })),
);

/** Spec 001 §7: a page-view event for every page shown (deduplicated by path on the server, decision 067). */
function usePageViews(pathname: string) {
  useEffect(() => {
    // The telemetry client (its session key, retries and schemas) is fetched when the first view is sent, not
    // with the entry: nothing on screen needs it (decision 121).
    const timer = setTimeout(
      () =>
        void import('../../features/feedback/api/telemetry.ts')
          .then((telemetry) => telemetry.trackPageView())
          .catch(() => undefined),
      PAGE_VIEW_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [pathname]);
}

/**
 * What sits over every page: page-view tracking, action-result toasts, the processing-data modal, the
 * location-consent check on e-sign pages and, outside production builds, the dev toolbar (login, chat options).
 */
export function ShellOverlays() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  usePageViews(pathname);
  const settled = usePageSettled();
  useEffect(() => loadZodEnglishOnFirstField(), []);
  const chat = useChatWanted(settled);
  return (
    <>
      {settled ? (
        <Suspense fallback={null}>
          <ShellProcessing />
        </Suspense>
      ) : null}
      {hasToken() && settled ? (
        <Suspense fallback={null}>
          <ActionToasts />
        </Suspense>
      ) : null}
      {hasToken() && isESignPath(pathname) ? (
        <Suspense fallback={null}>
          <ShellLocationConsent pathname={pathname} />
        </Suspense>
      ) : null}
      {chat.wanted ? (
        <Suspense fallback={null}>
          <ShellChat openNow={chat.asked} />
        </Suspense>
      ) : null}
      {/* After the page has settled: it reads the browser's storage, which a server rendering has not got. */}
      {DevToolbar && settled ? (
        <Suspense fallback={null}>
          <DevToolbar />
        </Suspense>
      ) : null}
    </>
  );
}
