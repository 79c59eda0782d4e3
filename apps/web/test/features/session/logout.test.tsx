import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { brokerLogout } from '@lintel/domain/api/endpoints/identity-broker';
import { logoutTarget, useLogout } from '../../../src/features/session/api/logout.ts';
import { OrganisationProvider } from '../../../src/config/organisation/organisation-context.tsx';
import { createQueryClient } from '../../../src/lib/query-client.ts';
import { TOKEN_STORAGE_KEY } from '../../../src/lib/session-token.ts';
import { organisationFixture } from '../../fixtures/organisation.ts';
import { answer, refuse } from '../../msw/handle.ts';
import { sentRequests } from '../../msw/requests.ts';
import { server } from '../../msw/server.ts';

function wrapper({ children }: { children: ReactNode }) {
  return (
    <OrganisationProvider organisation={organisationFixture}>
      <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>
    </OrganisationProvider>
  );
}

describe('logout (spec 001 §4, §7)', () => {
  it('posts to the broker logout, clears the token and goes where the server says', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'tok');
    server.use(answer(brokerLogout, { redirectUrl: '/auth/login?from=logout' }));
    const navigate = vi.fn();
    const { result } = renderHook(() => useLogout(navigate), { wrapper });
    act(() => result.current.mutate());
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/auth/login?from=logout'));
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    const [sent] = sentRequests();
    expect(sent?.url.pathname).toBe('/identity-broker/customer/secure/api/v3/logout');
    expect(sent?.method).toBe('POST');
    expect(sent?.body).toEqual({ applicationName: 'HELOC', orgCode: 'harbor-mortgage' });
  });

  it('still ends the session locally when the call fails', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'tok');
    server.use(refuse(brokerLogout, 503, 'Down'));
    const navigate = vi.fn();
    const { result } = renderHook(() => useLogout(navigate), { wrapper });
    act(() => result.current.mutate());
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/auth/login'));
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('strips the query string for an additional signer only', () => {
    expect(
      logoutTarget('/account/heloc/heloc-signer/login?x=1', '/account/heloc/heloc-signer/documents'),
    ).toBe('/account/heloc/heloc-signer/login');
    expect(logoutTarget('/auth/login?x=1', '/dashboard')).toBe('/auth/login?x=1');
    // A CO_DEEDER identity outside the signer area (settings) is still a signer.
    expect(
      logoutTarget('/account/heloc/heloc-signer/login?redirectUrl=%2Fx', '/dashboard/settings', true),
    ).toBe('/account/heloc/heloc-signer/login');
  });

  it('sends a signer to the signer login, query stripped, even when the call fails', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'tok');
    server.use(refuse(brokerLogout, 503, 'Down'));
    const navigate = vi.fn();
    const { result } = renderHook(() => useLogout(navigate, true), { wrapper });
    act(() => result.current.mutate());
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/account/heloc/heloc-signer/login'));
  });
});
