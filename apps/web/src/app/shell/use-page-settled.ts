import { startTransition, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import type { AnyRouter } from '@tanstack/react-router';
import { lazyModulesLoading, subscribeToLazyModuleLoads } from '../../lib/lazy-module.ts';

/** A page that never goes quiet (a poll, a slow call) still gets its menus and footer after this long. */
export const SETTLE_MAX_WAIT_MS = 4_000;
const IDLE_TIMEOUT_MS = 500;

/** One answer per app (router): once its first page has settled, the shell's later parts stay on across pages. */
const settledApps = new WeakMap<AnyRouter, Promise<void>>();

function quiet(router: AnyRouter, queryClient: QueryClient): boolean {
  return (
    router.state.status === 'idle' &&
    !router.state.isLoading &&
    queryClient.isFetching() === 0 &&
    !lazyModulesLoading()
  );
}

/**
 * After an idle moment and then the next frame: an idle period starts once a frame's main-thread work is done, before
 * that frame reaches the screen, so calls started at once were still under way when the page's content was painted.
 */
function afterIdle(done: () => void): void {
  const afterNextFrame = () => {
    // The document may be gone by now (a unit test's jsdom torn down after its last test): nothing left to settle.
    if (typeof window === 'undefined') return;
    if (typeof window.requestAnimationFrame === 'function')
      window.requestAnimationFrame(() => setTimeout(done, 0));
    else setTimeout(done, 0);
  };
  if (typeof window.requestIdleCallback === 'function')
    window.requestIdleCallback(afterNextFrame, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(afterNextFrame, 0);
}

/**
 * Resolves once the first page has its code and its answers (the router idle, no query fetching, no code-split module
 * such as the offers form on its way) and the browser has had a moment: the shell's secondary parts (menus' contents,
 * footer body, flags, action toasts) wait for it, so on a phone's connection the page's own chunks and calls are not
 * queued behind them, and the page's largest paint comes before they start (decisions 121, 157).
 */
function pageSettled(router: AnyRouter, queryClient: QueryClient): Promise<void> {
  let settled = settledApps.get(router);
  if (settled) return settled;
  settled = new Promise<void>((resolve) => {
    const cleanups: Array<() => void> = [];
    let done = false;
    let waitingForIdle = false;
    const finish = () => {
      if (done) return;
      done = true;
      for (const cleanup of cleanups) cleanup();
      resolve();
    };
    // Quiet must hold across a moment of idle: between a route resolving and its page mounting, no query is
    // fetching yet, and the page's own queries start when it has rendered.
    const check = () => {
      if (done || waitingForIdle || !quiet(router, queryClient)) return;
      waitingForIdle = true;
      afterIdle(() => {
        waitingForIdle = false;
        if (quiet(router, queryClient)) finish();
      });
    };
    const timer = setTimeout(finish, SETTLE_MAX_WAIT_MS);
    cleanups.push(
      () => clearTimeout(timer),
      router.subscribe('onResolved', check),
      subscribeToLazyModuleLoads(check),
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type === 'updated') check();
      }),
    );
    check();
  });
  settledApps.set(router, settled);
  return settled;
}

/** False until the first page of this app has settled, then true for good. */
export function usePageSettled(): boolean {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    let live = true;
    void pageSettled(router, queryClient).then(() => {
      // A transition: React renders the menus, footer and overlays in slices that give way to input, not in one long
      // task (Lighthouse's total blocking time counted ~150 ms of it on a phone).
      if (live) startTransition(() => setSettled(true));
    });
    return () => {
      live = false;
    };
  }, [router, queryClient]);
  return settled;
}
