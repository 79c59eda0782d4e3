import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterHydration } from '../../src/boot/after-hydration.ts';
import { DEFERRED_BOOT_GLOBAL, type DeferredBootState } from '../../src/boot/boot-state.ts';

// Decision 244: what the visitor did on a server-rendered page before the app had it is done again once it has.
function bootState(state: DeferredBootState | undefined) {
  (window as unknown as Record<string, unknown>)[DEFERRED_BOOT_GLOBAL] = state;
}

afterEach(() => {
  bootState(undefined);
  document.body.replaceChildren();
});

describe('afterHydration', () => {
  it('presses the button pressed while the app loaded, once, and marks the page as the app’s', () => {
    const button = document.createElement('button');
    const clicked = vi.fn();
    button.addEventListener('click', clicked);
    document.body.append(button);
    const state: DeferredBootState = { pendingClick: button, pendingSubmit: null, hydrated: false };
    bootState(state);
    afterHydration();
    afterHydration();
    expect(clicked).toHaveBeenCalledTimes(1);
    expect(state).toEqual({ pendingClick: null, pendingSubmit: null, hydrated: true });
  });

  it('sends again the form sent while the app loaded', () => {
    const form = document.createElement('form');
    const submitted = vi.fn((event: Event) => event.preventDefault());
    form.addEventListener('submit', submitted);
    document.body.append(form);
    bootState({ pendingClick: null, pendingSubmit: form, hydrated: false });
    afterHydration();
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it('does nothing on a page the server did not render, or for an element no longer there', () => {
    expect(() => afterHydration()).not.toThrow();
    const gone = document.createElement('button');
    const clicked = vi.fn();
    gone.addEventListener('click', clicked);
    bootState({ pendingClick: gone, pendingSubmit: null, hydrated: false });
    afterHydration();
    expect(clicked).not.toHaveBeenCalled();
  });
});
