import { createMemoryHistory } from '@tanstack/react-router';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { allApplications } from '@lintel/domain/api/endpoints/applications';
import { passwordLogin } from '@lintel/domain/api/endpoints/identity';
import type { Organisation } from '@lintel/domain/organisation/organisation';
import { App } from '../../src/app/app.tsx';
import { createAppRouter } from '../../src/app/router.tsx';
import { createQueryClient } from '../../src/lib/query-client.ts';
import { TOKEN_STORAGE_KEY } from '../../src/lib/session-token.ts';
import { organisationFixture } from '../fixtures/organisation.ts';
import { besidesThePage } from '../application/application-fixtures.ts';
import { answer } from '../msw/handle.ts';
import { server } from '../msw/server.ts';

function renderAt(path: string, organisation: Organisation = organisationFixture) {
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient, organisation, createMemoryHistory({ initialEntries: [path] }));
  render(<App organisation={organisation} queryClient={queryClient} router={router} />);
  return router;
}

describe('routes (spec 000 §2, spec 001 §2)', () => {
  it.each(['/account', '/dashboard'])(
    '%s without a session lands on login, coming back to the dashboard',
    async (path) => {
      const router = renderAt(path);
      expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/auth/login');
      expect(router.state.location.search).toEqual({ redirectUrl: '/dashboard' });
    },
  );

  it('shows a visitor the lender start page at the root, with one way to check their rate (decision 167)', async () => {
    const router = renderAt('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Apply in 5 minutes, receive funding in 5 days' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByRole('link', { name: 'Check your rate' })).toHaveAttribute(
      'href',
      '/account/heloc/register-v2',
    );
    expect(screen.getByText('$15,000 to $400,000')).toBeInTheDocument();
    expect(screen.getByText('7.60% to 17.20%')).toBeInTheDocument();
    expect(screen.getByText('Checking your rate does not affect your credit score')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Home equity line of credit - Harbor Mortgage'));
  });

  it('a wholesale lender start page offers log in and the phone, not "Check your rate"', async () => {
    const heloc = { ...organisationFixture.orgMetaData.heloc, kind: 'WHOLESALE' as const, isWholesale: true };
    renderAt('/', { ...organisationFixture, orgMetaData: { ...organisationFixture.orgMetaData, heloc } });
    await screen.findByRole('heading', { level: 1, name: /is not accepting applications here$/ });
    expect(screen.queryByRole('link', { name: 'Check your rate' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/auth/login');
  });

  it('a referring loan officer link at the root carries the officer into "Check your rate"', async () => {
    const heloc = {
      ...organisationFixture.orgMetaData.heloc,
      kind: 'REFERRAL_ONLY' as const,
      requiresReferrer: true,
    };
    const officer = '5e8a1c3f-6b2d-4e9a-8f7c-0d1b2a3c4e52';
    renderAt(`/?loanOriginatorUuid=${officer}`, {
      ...organisationFixture,
      orgMetaData: { ...organisationFixture.orgMetaData, heloc },
    });
    expect(await screen.findByRole('link', { name: 'Check your rate' })).toHaveAttribute(
      'href',
      `/account/heloc/register-v2?loanOriginatorUuid=${officer}`,
    );
  });

  it('a login page inside redirectUrl gives way to its own target (no nesting, decision 167)', async () => {
    const nested = `/auth/login?redirectUrl=${encodeURIComponent('/auth/login?redirectUrl=/dashboard/settings')}`;
    const router = renderAt(`/auth/login?redirectUrl=${encodeURIComponent(nested)}`);
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    await waitFor(() => expect(router.state.location.search).toEqual({ redirectUrl: '/dashboard/settings' }));
  });

  it('the login page links to forgot password and to creating an account', async () => {
    renderAt('/auth/login');
    expect(await screen.findByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/auth/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/account/heloc/register-v2',
    );
  });

  it('forgot password asks for the email to send a reset link to (decision 169)', async () => {
    renderAt('/auth/forgot-password');
    expect(await screen.findByRole('heading', { level: 1, name: 'Reset your password' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email address' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeInTheDocument();
  });

  it('a reset link without a readable token says it has expired and offers a new one', async () => {
    renderAt('/auth/reset-password?token=short');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This link has expired' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Send me a new link' })).toHaveAttribute(
      'href',
      '/auth/forgot-password',
    );
  });

  it('shows the dashboard with the borrower name when a session exists', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'tok');
    server.use(answer(allApplications, []), ...besidesThePage());
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
    ['/auth/login?redirectUrl=%2Fdashboard%2Fsettings', '/dashboard/settings'],
    ['/auth/login', '/dashboard'],
  ])('after login, redirectUrl %s leads to %s (spec 001 §2)', async (redirectUrl, expected) => {
    server.use(answer(passwordLogin, { jwt: 'tok' }), answer(allApplications, []), ...besidesThePage());
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
