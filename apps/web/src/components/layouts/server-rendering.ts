import { createContext, useContext } from 'react';

/**
 * Present while the page is the server's rendering (decision 244): on the server, and in the browser for the app that
 * took over such a page. Null for a page the browser rendered itself.
 */
export interface ServerRenderingContext {
  /** The server collects the page's title here for the document's <title> (no document to set it on). */
  setTitle?: (title: string) => void;
  /** The browser's app, once it has hydrated the page. */
  onHydrated?: () => void;
}

export const ServerRendering = createContext<ServerRenderingContext | null>(null);

/** Whether this page came rendered by the server: its parts shown there must be shown by the app's first render too. */
export function usePageFromServer(): boolean {
  return useContext(ServerRendering) !== null;
}
