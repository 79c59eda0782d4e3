import { createMemoryHistory } from '@tanstack/react-router';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Organisation } from '@lintel/domain/organisation/organisation';
import { App } from '../../src/app/app.tsx';
import { createAppRouter } from '../../src/app/router.tsx';
import { createQueryClient } from '../../src/lib/query-client.ts';
import { TOKEN_STORAGE_KEY } from '../../src/lib/session-token.ts';
import { organisationFixture } from '../fixtures/organisation.ts';
import { jsonResponse } from '../render.tsx';
import { identityFixture } from '../fixtures/identity.ts';

function renderAt(path: string, organisation: Organisation = organisationFixture) {
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient, organisation, createMemoryHistory({ initialEntries: [path] }));
  render(<App organisation={organisation} queryClient={queryClient} router={router} />);
  return router;
}

afterEach(() => vi.unstubAllGlobals());

describe('routes (spec 000 §2, spec 001 §2)', () => {
  it.each(['/', '/account', '/dashboard'])(
    '%s without a session lands on login, coming back to the dashboard',
    async (path) => {
      const router = renderAt(path);
      expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/auth/login');
      expect(router.state.location.search).toEqual({ redirectUrl: '/dashboard' });
    },
  );

  it('shows the dashboard with the borrower name when a session exists', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'tok');
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) =>
        jsonResponse(String(input).endsWith('/heloc/all') ? [] : identityFixture),
      ),
    );
    renderAt('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Dana Reyes' })).toBeInTheDocument();
    expect(await screen.findByText('You have no HELOC applications yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Account settings' })).toHaveAttribute(
      'href',
      '/dashboard/settings',
    );
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Dashboard - Harbor Mortgage'));
  });

  it('keeps only pop-webchat when the root redirects', async () => {
    const router = renderAt('/account?pop-webchat=1&utm_source=x');
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    expect(router.state.location.search).toEqual({ redirectUrl: '/dashboard?pop-webchat=1' });
  });

  it.each([
    ['/dashboard/settings', '/dashboard/settings'],
    ['//evil.example/x', '/dashboard'],
    ['https://evil.example', '/dashboard'],
    ['/Dashboard', '/dashboard'],
  ])('after login, redirectUrl %s leads to %s (spec 001 §2)', async (redirectUrl, expected) => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) =>
        String(input).endsWith('/login') ? jsonResponse({ jwt: 'tok' }) : jsonResponse(identityFixture),
      ),
    );
    const router = renderAt(`/auth/login?redirectUrl=${encodeURIComponent(redirectUrl)}`);
    await userEvent.type(await screen.findByLabelText('Email address'), 'demo@harbor.test');
    await userEvent.type(screen.getByLabelText('Password'), 'Lintel-Demo-2026!');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(expected));
    // The new page starts where its content does.
    await waitFor(() => expect(document.getElementById('main-content')).toHaveFocus());
  });

  it('shows the coming-soon page without a session', async () => {
    renderAt('/coming-soon');
    expect(await screen.findByRole('heading', { level: 1, name: 'Coming soon' })).toBeInTheDocument();
  });

  it('shows the not-accepting page at the root for a lender that requires a referring loan officer', async () => {
    const heloc = {
      ...organisationFixture.orgMetaData.heloc,
      kind: 'REFERRAL_ONLY' as const,
      requiresReferrer: true,
    };
    const router = renderAt('/', {
      ...organisationFixture,
      orgMetaData: { ...organisationFixture.orgMetaData, heloc },
    });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Harbor Mortgage, LLC is not accepting applications here',
      }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows a not-found page for unknown paths', async () => {
    renderAt('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});
