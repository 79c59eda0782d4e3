import { createMemoryHistory } from '@tanstack/react-router';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { allFeatureFlags } from '@lintel/domain/api/endpoints/feature-flags';
import { telemetryEvent, telemetrySession } from '@lintel/domain/api/endpoints/telemetry';
import { App } from '../../src/app/app.tsx';
import { createAppRouter } from '../../src/app/router.tsx';
import { resetTelemetryForTests } from '../../src/features/feedback/api/telemetry.ts';
import { createQueryClient } from '../../src/lib/query-client.ts';
import { organisationFixture } from '../fixtures/organisation.ts';
import { answer } from '../msw/handle.ts';
import { bodiesSentTo } from '../msw/requests.ts';
import { server } from '../msw/server.ts';

// The whole app renders here, its lazy routes transformed on first import: more than 1 s on a busy machine.
configure({ asyncUtilTimeout: 5_000 });

const KEY = {
  uuid: '3f2504e0-4f89-41d3-9a0c-0305e82c3301',
  epoch: 1,
  trackerUuid: '3f2504e0-4f89-41d3-9a0c-0305e82c3302',
};

function renderAt(path: string) {
  const queryClient = createQueryClient();
  const router = createAppRouter(
    queryClient,
    organisationFixture,
    createMemoryHistory({ initialEntries: [path] }),
  );
  render(<App organisation={organisationFixture} queryClient={queryClient} router={router} />);
}

beforeEach(() => resetTelemetryForTests());
afterEach(() => sessionStorage.clear());

describe('the shell around every page (decision 080)', () => {
  it('gives a visitor the menus, the full footer and one flag call; Portfolio and chat follow the flags', async () => {
    server.use(
      answer(allFeatureFlags, {
        features: [
          { featureKey: 'fe-portfolio-manager-link', enabled: true, variables: {} },
          { featureKey: 'fe-webchat', enabled: true, variables: {} },
        ],
      }),
      answer(telemetrySession, { sessionKey: KEY }),
      answer(telemetryEvent, { stored: true }),
    );
    renderAt('/coming-soon');
    expect(await screen.findByRole('heading', { level: 1, name: 'Coming soon' })).toBeInTheDocument();
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/auth/login?redirectUrl=%2Fcoming-soon',
    );
    expect(await screen.findByRole('button', { name: 'Chat with us' })).toBeInTheDocument();
    expect(within(screen.getByRole('contentinfo')).getByText('Harbor Mortgage, LLC')).toBeInTheDocument();
    within(header).getByRole('button', { name: 'Menu', expanded: false }).click();
    expect(await screen.findByRole('link', { name: 'Portfolio' })).toHaveAttribute('href', '/coming-soon');
    // Tests run as a dev build: the dev toolbar (login, chat options) is there; production builds drop it (133).
    const devTools = await screen.findByRole('complementary', { name: 'Developer tools' });
    expect(within(devTools).getByRole('button', { name: 'Chat options' })).toBeInTheDocument();
    expect(bodiesSentTo(allFeatureFlags)).toHaveLength(1);
    // The page view waits 1 s so that a redirect is not counted.
    await waitFor(() => expect(bodiesSentTo(telemetryEvent)).toHaveLength(1), {
      timeout: 2_500,
    });
    expect(bodiesSentTo(telemetryEvent)[0]).toMatchObject({
      event: 'Page View',
      pagePath: '/',
    });
  });

  it("gives the agent seat the brand but none of the borrower's header actions (decision 202)", async () => {
    server.use(answer(telemetrySession, { sessionKey: KEY }), answer(telemetryEvent, { stored: true }));
    renderAt('/agent/chat');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Support seat' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('img', { name: 'Harbor Mortgage' })).toBeInTheDocument();
    expect(within(header).queryByRole('link', { name: 'Login' })).toBeNull();
    expect(within(header).queryByRole('button', { name: 'Menu' })).toBeNull();
  });
});
