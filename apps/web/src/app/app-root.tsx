import { StrictMode, useContext, useEffect } from 'react';
import { ServerRendering, type ServerRenderingContext } from '../components/layouts/server-rendering.ts';
import { App, type AppProps } from './app.tsx';

/** Its effect runs once the first page has been committed: after hydration, that is when the app has the page. */
function AfterFirstCommit() {
  const onHydrated = useContext(ServerRendering)?.onHydrated;
  useEffect(() => onHydrated?.(), [onHydrated]);
  return null;
}

/**
 * The tree the server renders a visitor's page with (src/server-render/) and the browser hydrates it with
 * (src/boot/hydrate-server-page.tsx): one tree, so hydration finds the same elements and the same generated ids. A
 * page the browser renders itself needs neither the context nor the commit hook (main.tsx).
 */
export function AppRoot({
  serverRendering = null,
  ...props
}: AppProps & { serverRendering?: ServerRenderingContext | null }) {
  return (
    <StrictMode>
      <ServerRendering value={serverRendering}>
        <App {...props} />
        <AfterFirstCommit />
      </ServerRendering>
    </StrictMode>
  );
}
