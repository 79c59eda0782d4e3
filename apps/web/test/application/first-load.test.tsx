import { createMemoryHistory } from '@tanstack/react-router';
import { configure, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { application, offers, serverStepStatus } from '@lintel/domain/api/endpoints/applications';
import { App } from '../../src/app/app.tsx';
import { createAppRouter } from '../../src/app/router.tsx';
import { createQueryClient } from '../../src/lib/query-client.ts';
import { TOKEN_STORAGE_KEY } from '../../src/lib/session-token.ts';
import { organisationFixture } from '../fixtures/organisation.ts';
import { requestsTo } from '../msw/requests.ts';
import { APP_UUID, serveApplication } from './application-fixtures.ts';
import { offersFixture } from './offer-fixtures.ts';

const SELECT = `/account/heloc/${APP_UUID}/product/select`;

// The first render loads the lazy route chunks; on a busy 2-core machine that can take longer than 1 s.
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => localStorage.setItem(TOKEN_STORAGE_KEY, 'tok'));

function renderAt(path: string) {
  const queryClient = createQueryClient();
  const router = createAppRouter(
    queryClient,
    organisationFixture,
    createMemoryHistory({ initialEntries: [path] }),
  );
  render(<App organisation={organisationFixture} queryClient={queryClient} router={router} />);
}

describe('product/select on a first load (decisions 097-099)', () => {
  it('asks for the application, its step and the offers once each: the page takes the early answers', async () => {
    serveApplication({ steps: ['OFFER_SELECTION'], offers: offersFixture });
    renderAt(SELECT);
    expect(await screen.findByLabelText('How much do you want to draw now?')).toBeInTheDocument();
    expect(requestsTo(application)).toHaveLength(1);
    expect(requestsTo(serverStepStatus)).toHaveLength(1);
    expect(requestsTo(offers)).toHaveLength(1);
  });

  it('shows the shell with the application loader while the page is on its way', async () => {
    serveApplication({ steps: ['OFFER_SELECTION'], offers: offersFixture });
    renderAt(SELECT);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading your application…');
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose your offer' })).toBeInTheDocument();
  });
});
