import { createMemoryHistory } from '@tanstack/react-router';
import { configure, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../src/app/app.tsx';
import { createAppRouter } from '../../src/app/router.tsx';
import { createQueryClient } from '../../src/lib/query-client.ts';
import { TOKEN_STORAGE_KEY } from '../../src/lib/session-token.ts';
import { organisationFixture } from '../fixtures/organisation.ts';
import { APP_UUID, stubServer } from './application-fixtures.ts';
import { offersFixture } from './offer-fixtures.ts';

const SELECT = `/account/heloc/${APP_UUID}/product/select`;

// The first render loads the lazy route chunks; on a busy 2-core machine that can take longer than 1 s.
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => localStorage.setItem(TOKEN_STORAGE_KEY, 'tok'));
afterEach(() => vi.unstubAllGlobals());

function renderAt(path: string) {
  const queryClient = createQueryClient();
  const router = createAppRouter(
    queryClient,
    organisationFixture,
    createMemoryHistory({ initialEntries: [path] }),
  );
  render(<App organisation={organisationFixture} queryClient={queryClient} router={router} />);
}

const gets = (fetch: ReturnType<typeof stubServer>, ending: string) =>
  fetch.mock.calls.filter(([url, init]) => (init?.method ?? 'GET') === 'GET' && String(url).endsWith(ending));

describe('product/select on a first load (decisions 097-099)', () => {
  it('asks for the application, its step and the offers once each: the page takes the early answers', async () => {
    const fetch = stubServer({ steps: ['OFFER_SELECTION'], offers: offersFixture });
    renderAt(SELECT);
    expect(await screen.findByLabelText('How much do you want to draw now?')).toBeInTheDocument();
    expect(gets(fetch, `/heloc/${APP_UUID}`)).toHaveLength(1);
    expect(gets(fetch, `/${APP_UUID}/status`)).toHaveLength(1);
    expect(gets(fetch, `/${APP_UUID}/offers`)).toHaveLength(1);
  });

  it('shows the shell with the application loader while the page is on its way', async () => {
    stubServer({ steps: ['OFFER_SELECTION'], offers: offersFixture });
    renderAt(SELECT);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading your application…');
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose your offer' })).toBeInTheDocument();
  });
});
