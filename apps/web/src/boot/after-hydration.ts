import { DEFERRED_BOOT_GLOBAL, type DeferredBootState } from './boot-state.ts';

function bootState(): DeferredBootState | undefined {
  return (window as unknown as Partial<Record<string, DeferredBootState>>)[DEFERRED_BOOT_GLOBAL];
}

/**
 * Once the app has the page (decision 244): the boot script stands aside, and the button pressed or the form sent
 * while the app was loading is pressed or sent again, now with the app's handlers on the same elements.
 */
export function afterHydration(): void {
  const state = bootState();
  if (!state || state.hydrated) return;
  state.hydrated = true;
  const { pendingClick, pendingSubmit } = state;
  state.pendingClick = null;
  state.pendingSubmit = null;
  if (pendingClick?.isConnected) pendingClick.click();
  if (pendingSubmit?.isConnected) pendingSubmit.requestSubmit();
}
