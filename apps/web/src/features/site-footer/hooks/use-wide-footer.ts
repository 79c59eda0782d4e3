import { useSyncExternalStore } from 'react';

/** The width from which the footer shows every section open (site-footer.css's two-column layout starts there too). */
const WIDE = '(min-width: 48rem)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * Whether the footer has room to show everything (decision 176). Without matchMedia (tests, old browsers) the answer
 * is yes: the complete footer is the safe default, collapsing is only a phone's convenience.
 */
export function useWideFooter(): boolean {
  return useSyncExternalStore(
    typeof window !== 'undefined' && typeof window.matchMedia === 'function'
      ? subscribe
      : () => () => undefined,
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(WIDE).matches : true),
    () => true,
  );
}
