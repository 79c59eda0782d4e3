/** `window[DEFERRED_BOOT_GLOBAL]`: what happened on a server-rendered page before the app had it (decision 244). */
export const DEFERRED_BOOT_GLOBAL = '__LINTEL_BOOT__';

export interface DeferredBootState {
  /** A button pressed before the app had the page: pressed again once it has. */
  pendingClick: HTMLButtonElement | null;
  /** A form sent before the app had the page: sent again once it has. */
  pendingSubmit: HTMLFormElement | null;
  /** Set by the app once it has hydrated the page; the boot script then leaves every event alone. */
  hydrated: boolean;
  /** Set while the app waits for the page's parts to be hydrated (after-hydration.ts). */
  releasing?: boolean;
}
