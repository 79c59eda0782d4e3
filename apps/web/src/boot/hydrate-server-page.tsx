import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { AppRoot } from '../app/app-root.tsx';
import type { AppProps } from '../app/app.tsx';
import { applyServerData, readServerData } from '../server-render/server-data.ts';
import { afterHydration } from './after-hydration.ts';

/**
 * The app takes over a page the server rendered (decision 244), on the same elements: the server's answers go in the
 * query cache first and the page's route code is loaded, so the first render is the server's. Its own chunk: only
 * such pages need it, and every other first load stays as small as before.
 */
export async function hydrateServerPage(container: HTMLElement, props: AppProps): Promise<void> {
  const serverData = readServerData();
  if (serverData) applyServerData(props.queryClient, serverData, props.organisation.orgCode);
  await props.router.load();
  // What TanStack's own hydration sets: the router renders its matches as the server did (no root Suspense).
  props.router.ssr = { manifest: undefined };
  // A transition: React hydrates in slices that give way to the browser instead of one long task.
  startTransition(() => {
    hydrateRoot(container, <AppRoot {...props} serverRendering={{ onHydrated: afterHydration }} />);
  });
}
