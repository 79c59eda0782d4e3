import { describe, expect, it, vi } from 'vitest';
import { RELOAD_COUNT_KEY, loadOrReload } from '../../src/app/routes/load-or-reload.ts';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
  };
}

describe('a screen that fails to load (spec 000 §2, 001 §8)', () => {
  it('loads normally when the chunk arrives', async () => {
    const reload = vi.fn();
    await expect(loadOrReload(async () => 'screen', { storage: memoryStorage(), reload })()).resolves.toBe(
      'screen',
    );
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads the page up to 5 times per session, then lets the error page show', async () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    const failing = loadOrReload(
      () => Promise.reject(new Error('Failed to fetch dynamically imported module')),
      {
        storage,
        reload,
      },
    );
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      void failing();
      await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(attempt));
      expect(storage.getItem(RELOAD_COUNT_KEY)).toBe(String(attempt));
    }
    await expect(failing()).rejects.toThrow('Failed to fetch dynamically imported module');
    expect(reload).toHaveBeenCalledTimes(5);
  });
});
