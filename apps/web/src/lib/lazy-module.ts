import { useEffect, useState, useSyncExternalStore } from 'react';

/**
 * A code-split module a page renders only once its data is there too. Unlike `React.lazy` under `<Suspense>`, the
 * page keeps its own loader until both have arrived and then renders the module's component in the same commit: a
 * suspended lazy component makes React commit a fallback and hold the content back for at least 300 ms after it
 * (React 19's reveal throttle), which on product/select delayed the offers by 300-450 ms after everything had
 * arrived (decision 156).
 */
export interface LazyModule<T> {
  /** Starts the download (once); route loaders call it so the code travels with the page's calls. */
  preload: () => Promise<T>;
  /** The module once loaded, undefined until then. */
  current: () => T | undefined;
  subscribe: (listener: () => void) => () => void;
}

/** Downloads under way, so the shell can tell a page still waiting on its code from a settled one. */
let loadsUnderWay = 0;
const loadListeners = new Set<() => void>();

function countLoad(change: 1 | -1): void {
  loadsUnderWay += change;
  for (const listener of loadListeners) listener();
}

/** Whether a page's code-split module is still on its way (the shell's later parts wait for it: decision 157). */
export function lazyModulesLoading(): boolean {
  return loadsUnderWay > 0;
}

export function subscribeToLazyModuleLoads(listener: () => void): () => void {
  loadListeners.add(listener);
  return () => loadListeners.delete(listener);
}

export function lazyModule<T>(load: () => Promise<T>): LazyModule<T> {
  let loaded: T | undefined;
  let pending: Promise<T> | undefined;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  return {
    preload() {
      if (pending) return pending;
      countLoad(1);
      pending = load().then(
        (value) => {
          loaded = value;
          notify();
          countLoad(-1);
          return value;
        },
        (error: unknown) => {
          // A later preload (the page's own, when it mounts) tries the download again.
          pending = undefined;
          countLoad(-1);
          throw error;
        },
      );
      return pending;
    },
    current: () => loaded,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * The module, or undefined while it loads. A page that mounts without it joins the download under way or starts one
 * (a route loader's failed attempt is tried again, as `React.lazy` would at render); if that fails, the failure is
 * thrown to the route's error page.
 */
export function useLazyModule<T>(module: LazyModule<T>): T | undefined {
  const value = useSyncExternalStore(module.subscribe, module.current);
  const [failure, setFailure] = useState<{ error: unknown } | undefined>();
  useEffect(() => {
    if (module.current() !== undefined) return;
    let live = true;
    module.preload().catch((error: unknown) => {
      if (live) setFailure({ error });
    });
    return () => {
      live = false;
    };
  }, [module]);
  if (failure && value === undefined) throw failure.error;
  return value;
}
