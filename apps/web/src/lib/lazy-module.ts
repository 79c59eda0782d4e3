import { useEffect, useSyncExternalStore } from 'react';

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
  /** A failed load, thrown by `useLazyModule` to the route's error boundary. */
  failure: () => unknown;
}

export function lazyModule<T>(load: () => Promise<T>): LazyModule<T> {
  let loaded: T | undefined;
  let failed: unknown;
  let pending: Promise<T> | undefined;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  return {
    preload() {
      pending ??= load().then(
        (value) => {
          loaded = value;
          failed = undefined;
          notify();
          return value;
        },
        (error: unknown) => {
          // A later preload tries the download again.
          pending = undefined;
          failed = error;
          notify();
          throw error;
        },
      );
      return pending;
    },
    current: () => loaded,
    failure: () => failed,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The module, or undefined while it loads (starting the load if no route loader did). */
export function useLazyModule<T>(module: LazyModule<T>): T | undefined {
  const value = useSyncExternalStore(module.subscribe, module.current);
  const failure = useSyncExternalStore(module.subscribe, module.failure);
  useEffect(() => {
    if (module.current() === undefined) module.preload().catch(() => undefined);
  }, [module]);
  if (failure !== undefined && value === undefined) throw failure;
  return value;
}
