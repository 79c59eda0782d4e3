import { StrictMode, useEffect } from 'react';
import { afterHydration } from '../boot/after-hydration.ts';
import { ServerRendering, type ServerRenderingContext } from '../components/layouts/server-rendering.ts';
import { App, type AppProps } from './app.tsx';

/** Its effect runs once the first page has been committed: after hydration, that is when the app has the page. */
function AfterFirstCommit() {
  useEffect(() => afterHydration(), []);
  return null;
}

/**
 * The tree the browser renders and the server renders a visitor's page with (src/server-render/): one tree, so
 * hydration finds the same elements and the same generated ids.
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
