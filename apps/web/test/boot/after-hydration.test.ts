import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterHydration } from '../../src/boot/after-hydration.ts';
import { DEFERRED_BOOT_GLOBAL, type DeferredBootState } from '../../src/boot/boot-state.ts';

// Decision 244: what the visitor did on a server-rendered page before the app had it is done again once it has.
function bootState(state: DeferredBootState | undefined) {
  (window as unknown as Record<string, unknown>)[DEFERRED_BOOT_GLOBAL] = state;
}

/** What React leaves on an element it has hydrated (the replay waits for it). */
function hydrate(...elements: Element[]) {
  for (const element of elements) Object.assign(element, { __reactProps$test: {} });
}

afterEach(() => {
  bootState(undefined);
  document.body.replaceChildren();
  vi.useRealTimers();
});

describe('afterHydration', () => {
  it('presses the button pressed while the app loaded, once its part of the page is hydrated', () => {
    vi.useFakeTimers();
    const root = document.createElement('div');
    const button = document.createElement('button');
    const clicked = vi.fn();
    button.addEventListener('click', clicked);
    root.append(button);
    document.body.append(root);
    const state: DeferredBootState = { pendingClick: button, pendingSubmit: null, hydrated: false };
    bootState(state);
    afterHydration(root);
    afterHydration(root);
    vi.advanceTimersByTime(100);
    expect(clicked).not.toHaveBeenCalled();
    expect(state.hydrated).toBe(false);
    hydrate(button);
    vi.advanceTimersByTime(20);
    expect(clicked).toHaveBeenCalledTimes(1);
    expect(state).toMatchObject({ pendingClick: null, pendingSubmit: null, hydrated: true });
  });

  it('sends again the form sent while the app loaded, and hands over what was typed and ticked', () => {
    const root = document.createElement('div');
    const form = document.createElement('form');
    const text = Object.assign(document.createElement('input'), { type: 'text', defaultValue: '' });
    const box = Object.assign(document.createElement('input'), { type: 'checkbox' });
    const events: string[] = [];
    text.addEventListener('input', () => events.push(`input ${text.value}`));
    box.addEventListener('click', () => events.push(`click ${box.checked}`));
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      events.push('submit');
    });
    form.append(text, box);
    root.append(form);
    document.body.append(root);
    text.value = '7484 Elm';
    box.checked = true;
    hydrate(text, box);
    bootState({ pendingClick: null, pendingSubmit: form, hydrated: false });
    afterHydration(root);
    expect(events).toEqual(['input 7484 Elm', 'click true', 'submit']);
  });

  it('does nothing on a page the server did not render, or for an element no longer there', () => {
    expect(() => afterHydration()).not.toThrow();
    const gone = document.createElement('button');
    const clicked = vi.fn();
    gone.addEventListener('click', clicked);
    bootState({ pendingClick: gone, pendingSubmit: null, hydrated: false });
    afterHydration(document.body);
    expect(clicked).not.toHaveBeenCalled();
  });
});
