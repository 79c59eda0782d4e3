import { useEffect, useState } from 'react';
import type { RefObject } from 'react';
import { usePageFromServer } from '../layouts/server-rendering.ts';

/**
 * True once the element comes within `margin` of the viewport (and stays true). The footer waits for this before
 * asking for licences and hours, so a page's own calls go first on a busy server. Without IntersectionObserver
 * (old browsers, jsdom) it is true at once, and so on a page the server rendered (decision 244): the server has no
 * viewport and rendered it as near, and the app's first render must match.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '400px'): boolean {
  const fromServer = usePageFromServer();
  const [near, setNear] = useState(() => fromServer || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}
