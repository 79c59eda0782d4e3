import { DYNAMIC_LOAD_RETRIES } from '@lintel/domain/constants/polling';

export const RELOAD_COUNT_KEY = 'lintel_screen_reloads';

interface ReloadDeps {
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  reload?: () => void;
}

/**
 * Spec 000 §2 / 001 §8: a screen whose code fails to load (typically a deploy replaced the chunk) reloads the page,
 * at most DYNAMIC_LOAD_RETRIES times per browser session; after that the error is thrown and the error page shows.
 */
export function loadOrReload<T>(load: () => Promise<T>, deps: ReloadDeps = {}): () => Promise<T> {
  return async () => {
    try {
      return await load();
    } catch (error) {
      const storage = deps.storage ?? window.sessionStorage;
      const count = Number(storage.getItem(RELOAD_COUNT_KEY) ?? 0);
      if (count >= DYNAMIC_LOAD_RETRIES) throw error;
      storage.setItem(RELOAD_COUNT_KEY, String(count + 1));
      (deps.reload ?? (() => window.location.reload()))();
      // The page is going away; settling would render an error for a moment first.
      return new Promise<T>(() => {});
    }
  };
}
