// The only script a server-rendered page starts with (decision 244). The server renders a visitor's page with the
// app's own components (src/server-render/) and inlines this script instead of the app's entry: the page can be read,
// scrolled and its links followed with no JavaScript, and the app (React, the router, the query layer: ~130 KB gzip,
// about a second of a phone's processor) loads only when someone acts on the page, or at once when the page is not
// what a visitor reads (a session in storage, the chat open on the tab's last page).
//
// Built on its own into dist/.server/deferred-boot.js (build/server-pages.ts) as one small function: it imports only
// constants, so nothing of the app comes with it.
import { CHAT_OPEN_STORAGE_KEY } from '@lintel/domain/constants/chat';
import { REGISTRATION_DRAFT_STORAGE_KEY } from '@lintel/domain/constants/storage-keys';
import { PAGE_VIEW_DELAY_MS } from '@lintel/domain/constants/telemetry';
import {
  BOOT_ENTRY_ATTRIBUTE,
  SERVER_RENDERED_ATTRIBUTE,
} from '@lintel/domain/shell-contracts/server-rendered-page';
import { hasToken, readStored } from '../lib/session-token.ts';
import { DEFERRED_BOOT_GLOBAL, type DeferredBootState } from './boot-state.ts';
import { sendPageView } from './page-view-beacon.ts';

/**
 * What a person does first on a page: each loads the app (passive listeners: scrolling stays smooth). Scrolling too:
 * the full footer (hours, licences, the chat) is the app's, shown as it nears the screen.
 */
const FIRST_ACTIONS = ['pointerdown', 'keydown', 'focusin', 'touchstart', 'wheel', 'scroll'] as const;

function deferredBoot(): void {
  const script = document.currentScript;
  const entry = script?.getAttribute(BOOT_ENTRY_ATTRIBUTE);
  if (!entry) return;
  const state: DeferredBootState = { pendingClick: null, pendingSubmit: null, hydrated: false };
  (window as unknown as Record<string, DeferredBootState>)[DEFERRED_BOOT_GLOBAL] = state;
  let started = false;
  const boot = () => {
    if (started) return;
    started = true;
    for (const type of FIRST_ACTIONS) window.removeEventListener(type, boot, true);
    const module = document.createElement('script');
    module.type = 'module';
    module.src = entry;
    document.head.append(module);
  };
  const signedIn = hasToken();
  // A registration under way shows its own answers on its first screen: the app draws that page itself.
  const draft = Boolean(readStored(REGISTRATION_DRAFT_STORAGE_KEY));
  if (signedIn || draft) {
    // The visitor's own page replaces the one every visitor gets (the start page gives way to the dashboard, the
    // first screen shows the draft's answers): taken away now, for the app to draw anew, so nothing is held.
    const root = document.getElementById('root');
    root?.removeAttribute(SERVER_RENDERED_ATTRIBUTE);
    root?.replaceChildren();
    boot();
    return;
  }
  // A button pressed (or a form sent) before the app has the page would do nothing, or send the form to the page's
  // own address: kept, and done again once the app has taken over the same elements (src/boot/after-hydration.ts).
  document.addEventListener(
    'click',
    (event) => {
      if (state.hydrated) return;
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      if (!button) return;
      event.preventDefault();
      state.pendingClick = button;
      boot();
    },
    true,
  );
  document.addEventListener(
    'submit',
    (event) => {
      if (state.hydrated) return;
      event.preventDefault();
      if (event.target instanceof HTMLFormElement) state.pendingSubmit = event.target;
      boot();
    },
    true,
  );
  // The chat open on the tab's last page opens again at once (its launcher is the app's).
  if (readStored(CHAT_OPEN_STORAGE_KEY, () => window.sessionStorage) === '1') {
    boot();
    return;
  }
  for (const type of FIRST_ACTIONS) window.addEventListener(type, boot, { capture: true, passive: true });
  // The page view the app would have sent a second after the page showed (spec 001 §7), when it has not loaded by then.
  window.addEventListener('load', () => {
    setTimeout(() => {
      if (!started) void sendPageView();
    }, PAGE_VIEW_DELAY_MS);
  });
}

deferredBoot();
