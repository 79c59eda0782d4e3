// The server's rendering of a visitor's page (decision 244), with the app's own tree (AppRoot), so that the browser
// hydrates the same elements. Built on its own for Node into dist/.server/render-page.js (build/server-pages.ts);
// apps/api/src/features/spa/ loads it. Only pages a visitor reads without a session are rendered here, with the
// server's answers they wait on (ServerPageData): a call the server does not answer renders its loading state, which is
// why the list of such pages is short (SERVER_RENDERED_PAGES).
import { prerenderToNodeStream } from 'react-dom/static';
import { createMemoryHistory } from '@tanstack/react-router';
import type { Organisation } from '@lintel/domain/organisation/organisation';
import type { ServerPageData } from '@lintel/domain/shell-contracts/server-rendered-page';
import { AppRoot } from '../app/app-root.tsx';
import { createAppRouter } from '../app/router.tsx';
import { createQueryClient } from '../lib/query-client.ts';
import { applyServerData } from './server-data.ts';

export interface RenderedPage {
  /** What goes in `#root`. */
  html: string;
  /** Resource hints React gives before the tree (the logo's preload), for the document's head: not the root's. */
  head: string;
  /** The page's title (useDocumentTitle), for the document's <title>. */
  title: string | undefined;
}

/** React's hints ahead of the tree when it renders no document of its own. */
const LEADING_HINTS = /^(?:<link [^>]*\/>)+/;

export async function renderPage(
  url: string,
  organisation: Organisation,
  data: ServerPageData,
): Promise<RenderedPage | null> {
  const queryClient = createQueryClient();
  applyServerData(queryClient, data, organisation.orgCode);
  let title: string | undefined;
  const router = createAppRouter(
    queryClient,
    organisation,
    createMemoryHistory({ initialEntries: [url] }),
    true,
  );
  await router.load();
  // A gate that sends the visitor elsewhere (register-v2 with the redesign off goes to the classic registration), or
  // an error: the browser handles it as it does today.
  const result = router._serverResult;
  if (result?.type !== 'render' || result.status !== 200) return null;
  // Prerendered: every code-split part the page shows (the full footer) is waited for, not left to the browser.
  const { prelude } = await prerenderToNodeStream(
    <AppRoot
      organisation={organisation}
      queryClient={queryClient}
      router={router}
      serverRendering={{
        setTitle: (text) => {
          title = text;
        },
      }}
    />,
  );
  let rendered = '';
  for await (const chunk of prelude) rendered += String(chunk);
  // Left in the root they would be elements hydration does not expect before the tree.
  const head = LEADING_HINTS.exec(rendered)?.[0] ?? '';
  return { html: rendered.slice(head.length), head, title };
}
