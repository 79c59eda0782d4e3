import { DEFERRED_BOOT_GLOBAL, type DeferredBootState } from './boot-state.ts';

function bootState(): DeferredBootState | undefined {
  return (window as unknown as Partial<Record<string, DeferredBootState>>)[DEFERRED_BOOT_GLOBAL];
}

const CHOICES = ['checkbox', 'radio'];
const NOT_FIELDS = ['file', 'hidden', 'submit', 'button', 'reset', 'image'];

/** A field the visitor changed while the app loaded: typed into, filled by the browser, or ticked. */
function changedBeforeHydration(root: ParentNode): HTMLInputElement[] {
  return [...root.querySelectorAll('input')].filter((input) =>
    CHOICES.includes(input.type)
      ? input.checked !== input.defaultChecked
      : !NOT_FIELDS.includes(input.type) && input.value !== input.defaultValue,
  );
}

/**
 * Hands a field's change to the app as if made now: hydration keeps what is in the field but the app's state still
 * holds the server's value. The value goes back through the element's own setter, so React sees it change (what
 * testing libraries do), and the event React reads that field's changes from carries it to the field's handler (a
 * plain `click` Event for a choice: it does not tick the box again).
 */
function handOver(input: HTMLInputElement): void {
  const choice = CHOICES.includes(input.type);
  const property = choice ? 'checked' : 'value';
  const set = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, property)?.set;
  if (!set) return;
  const now = choice ? input.checked : input.value;
  if (choice) input.checked = input.defaultChecked;
  else input.value = input.defaultValue;
  set.call(input, now);
  input.dispatchEvent(new Event(choice ? 'click' : 'input', { bubbles: true }));
}

/** How long the replay waits for the page's parts to be hydrated before it goes ahead anyway. */
const HYDRATION_WAIT_MS = 5_000;
const CONTROLS = 'a[href], button, input, select, textarea';

/**
 * Whether React has taken this element over: it keeps the element's props on it from then on (and a field's value
 * tracker). React hydrates the page's parts (each Suspense boundary: the route's content, the footer) after the shell,
 * so a control can still be the server's when the app's first commit runs: an event on it then could be lost, and
 * a field's text handed over before React tracks it would read as no change.
 */
function hydrated(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactProps$'));
}

function whenHydrated(root: ParentNode, then: () => void, deadline: number): void {
  if ([...root.querySelectorAll(CONTROLS)].every(hydrated) || Date.now() > deadline) {
    then();
    return;
  }
  setTimeout(() => whenHydrated(root, then, deadline), 16);
}

/**
 * Once the app has the page (decision 244), with every control on it: what was typed or ticked while the app loaded
 * is handed to it, the button pressed or the form sent meanwhile is pressed or sent again (now with the app's
 * handlers on the same elements), and the boot script stops holding events.
 */
export function afterHydration(root: ParentNode = document.getElementById('root') ?? document): void {
  const state = bootState();
  if (!state || state.hydrated || state.releasing) return;
  state.releasing = true;
  whenHydrated(
    root,
    () => {
      state.hydrated = true;
      const { pendingClick, pendingSubmit } = state;
      state.pendingClick = null;
      state.pendingSubmit = null;
      for (const input of changedBeforeHydration(root)) handOver(input);
      if (pendingClick?.isConnected) pendingClick.click();
      if (pendingSubmit?.isConnected) pendingSubmit.requestSubmit();
    },
    Date.now() + HYDRATION_WAIT_MS,
  );
}
