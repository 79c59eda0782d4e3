import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { allApplications } from '@lintel/domain/api/endpoints/applications';
import { identityV1, passwordLogin } from '@lintel/domain/api/endpoints/identity';
import { signerApplications } from '@lintel/domain/api/endpoints/signers';
import { TOKEN_STORAGE_KEY } from '../../src/lib/session-token.ts';
import { answer } from '../msw/handle.ts';
import { server } from '../msw/server.ts';
import { renderAppAt } from '../render-app.tsx';

// The whole app renders here, its lazy routes transformed on first import: more than 1 s on a busy machine.
configure({ asyncUtilTimeout: 5_000 });

const signer = {
  uuid: '11111111-2222-4333-8444-555555555555',
  type: 'CO_DEEDER' as const,
  email: 'cosigner@harbor.test',
  phoneNumbers: [],
  name: { firstName: 'Morgan', lastName: 'Demo' },
  isBroker: false,
};

/** A signer's account (with server.use): the identity, no borrower application and no invitation. */
const serveSigner = () =>
  server.use(
    answer(identityV1, signer),
    answer(allApplications, []),
    answer(signerApplications, { applications: [] }),
  );

describe('the signer area routes (spec 000 §2 heloc-signer)', () => {
  it.each(['/account/heloc-signer', '/account/heloc/heloc-signer'])(
    '%s goes to the signer login (the index redirects to login)',
    async (path) => {
      const router = renderAppAt(path);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Log in as an additional signer' }),
      ).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/account/heloc/heloc-signer/login');
      expect(router.state.location.searchStr).toBe('');
    },
  );

  it('sends a visitor from the landing to the signer login and back after logging in', async () => {
    serveSigner();
    server.use(answer(passwordLogin, { jwt: 'a.b.c' }));
    const router = renderAppAt('/account/heloc/heloc-signer/resume');
    await screen.findByRole('heading', { level: 1, name: 'Log in as an additional signer' });
    expect(router.state.location.search).toEqual({ redirectUrl: '/account/heloc/heloc-signer/resume' });
    await userEvent.type(screen.getByLabelText('Email address'), 'cosigner@harbor.test');
    await userEvent.type(screen.getByLabelText('Password'), 'Lintel-Demo-2026!');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome, Morgan Demo' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('You are not listed as a signer on any HELOC application.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/heloc/heloc-signer/resume'));
  });

  it('takes a signer who already has a session straight past the login', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'a.b.c');
    serveSigner();
    const router = renderAppAt('/account/heloc/heloc-signer/login');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome, Morgan Demo' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account/heloc/heloc-signer/resume');
  });

  it.each(['/account/heloc/heloc-signer/intro', '/account/heloc/heloc-signer/conditions/identity'])(
    "takes a signer on a page not built yet (%s) to the signer landing, not the borrowers' dashboard",
    async (path) => {
      localStorage.setItem(TOKEN_STORAGE_KEY, 'a.b.c');
      serveSigner();
      const router = renderAppAt(path);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Welcome, Morgan Demo' }),
      ).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/account/heloc/heloc-signer/resume');
    },
  );
});
