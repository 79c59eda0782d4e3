import { useActionToasts } from './use-action-toasts.ts';

/** The action-result toasts' watcher as a component, so the shell can load it only for someone with a session. */
export function ActionToasts() {
  useActionToasts();
  return null;
}
