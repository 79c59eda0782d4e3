import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { SERVER_RENDERED_ATTRIBUTE } from '@lintel/domain/shell-contracts/server-rendered-page';
import { App } from './app/app.tsx';
import { createAppRouter } from './app/router.tsx';
import { applyTheme, hasInjectedTheme } from './config/organisation/apply-theme.ts';
import { loadOrganisation } from './config/organisation/load-organisation.ts';
import { setApiOrgCode } from './lib/api-client.ts';
import { createQueryClient } from './lib/query-client.ts';
import './styles/fonts.css';
import './styles/base.css';
import './styles/layout.css';
import './styles/form.css';

const rootElement = document.getElementById('root');

/** Dev builds only (decision 133): the chat's dev options read the address once, before a redirect drops its query. */
async function captureDevOptions(search: string) {
  const { captureChatDevOptions } = await import('./features/dev-tools/chat/chat-dev-options.ts');
  captureChatDevOptions(search);
}

async function bootstrap(container: HTMLElement) {
  const devOptions = import.meta.env.DEV ? captureDevOptions(window.location.search) : undefined;
  const organisation = await loadOrganisation();
  await devOptions;
  if (!hasInjectedTheme()) applyTheme(organisation.orgBrand.theme);
  setApiOrgCode(organisation.orgCode);
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient, organisation);
  const props = { organisation, queryClient, router };
  // The server rendered a visitor's page (decision 244): the app takes over the same elements once the page's route
  // code is here. (The boot script has already taken it away for a visitor with a session or a registration draft,
  // whose page is their own.)
  if (container.hasAttribute(SERVER_RENDERED_ATTRIBUTE)) {
    const { hydrateServerPage } = await import('./boot/hydrate-server-page.tsx');
    return hydrateServerPage(container, props);
  }
  const root = createRoot(container);
  // A transition: React renders the first page in slices that give way to the browser instead of one long task (a
  // phone spends ~200 ms on it; Lighthouse counts a long task after the first paint as blocking time).
  startTransition(() => {
    root.render(
      <StrictMode>
        <App {...props} />
      </StrictMode>,
    );
  });
}

if (rootElement) {
  bootstrap(rootElement).catch((error: unknown) => {
    console.error(error);
    // Without an organisation there is no brand to draw; plain text is all that can honestly be shown.
    // (No inline style attributes: the server's CSP allows only its own theme style element.)
    rootElement.innerHTML =
      '<main class="main container"><h1>Sorry, looks like we have hit a snag!</h1>' +
      '<p>Please reload the page to try again.</p></main>';
  });
}
