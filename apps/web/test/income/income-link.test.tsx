import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createIncomeLinkToken, verifyIncome } from '@lintel/domain/api/endpoints/income-actions';
import { sandboxLinkOAuthComplete, sandboxLinkSession } from '@lintel/domain/api/endpoints/sandbox-link';
import { APP_UUID } from '../application/application-fixtures.ts';
import { bodiesSentTo } from '../msw/requests.ts';
import { renderAppAt } from '../render-app.tsx';
import { HOME, REVIEW, serveIncome, signedInBorrower } from './income-server.ts';

signedInBorrower();

describe('income/link/{type} and the sandbox link widget', { timeout: 30_000 }, () => {
  const token = {
    step: 'INCOME_VERIFICATION',
    linkToken: 'link-sandbox-1',
    expiration: '2026-11-26T18:00:00Z',
  };

  it('opens the widget with the server token; the widget signs in, the page verifies with the public token', async () => {
    serveIncome({
      answers: [
        [createIncomeLinkToken, [{ body: token }]],
        [
          sandboxLinkSession,
          [
            {
              status: 400,
              body: {
                errors: [
                  { message: 'The username or password you entered is not correct. Please try again.' },
                ],
              },
            },
            { body: { status: 'MFA_REQUIRED' } },
            {
              body: {
                status: 'CONNECTED',
                publicToken: 'public-sandbox-1',
                institutionName: 'Tartan Bank',
                accounts: [{ name: 'Plaid Checking', mask: '0000' }],
              },
            },
          ],
        ],
        [
          verifyIncome,
          [{ body: { step: 'INCOME_VERIFICATION', outcome: 'NOT_FOUND', paystubsRequired: 0 } }],
        ],
      ],
    });
    renderAppAt(`${HOME}/income/link/BANK`);
    await userEvent.click(await screen.findByRole('button', { name: 'Connect your bank account' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Connect your bank' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await userEvent.type(within(dialog).getByLabelText('Search'), 'tart');
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Tartan Bank']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tartan Bank' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please enter your username');
    await userEvent.type(within(dialog).getByLabelText('Username'), 'user_good');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'nope');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The username or password you entered is not correct.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await userEvent.type(await within(dialog).findByLabelText('Security code'), '1234');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('Plaid Checking ending in 0000')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByRole('heading', { name: 'We could not find your income in that account' }),
    ).toBeVisible();
    expect(bodiesSentTo(createIncomeLinkToken)).toEqual([{ linkType: 'BANK' }]);
    expect(bodiesSentTo(sandboxLinkSession).at(-1)).toEqual({
      linkToken: 'link-sandbox-1',
      institutionId: 'ins_109511',
      username: 'user_good',
      password: 'nope',
      mfaCode: '1234',
    });
    expect(bodiesSentTo(verifyIncome)).toEqual([{ linkType: 'BANK', publicToken: 'public-sandbox-1' }]);
  });

  it('an OAuth institution saves what the return needs and leaves for its own site', async () => {
    serveIncome({ answers: [[createIncomeLinkToken, [{ body: token }]]] });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    renderAppAt(`${HOME}/income/link/BANK`);
    await userEvent.click(await screen.findByRole('button', { name: 'Connect your bank account' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Platypus OAuth Bank' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue to Platypus OAuth Bank' }));
    expect(assign).toHaveBeenCalledWith(
      '/sandbox-link/oauth?institution=ins_127287&link_token=link-sandbox-1',
    );
    expect(localStorage.getItem('heloc_uuid')).toBe(APP_UUID);
    expect(localStorage.getItem('heloc_link_token')).toBe('link-sandbox-1');
    expect(localStorage.getItem('heloc_link_type')).toBe('BANK');
  });

  it('a type that is no link goes back to the choice', async () => {
    serveIncome();
    const router = renderAppAt(`${HOME}/income/link/FAX`);
    await screen.findByRole('heading', { level: 1, name: REVIEW });
    expect(router.state.location.pathname).toBe(`${HOME}/income/review`);
  });
});

describe('/plaid-oauth-success', { timeout: 30_000 }, () => {
  it('reads heloc_uuid, finishes the link with the saved token and goes where the new step leads', async () => {
    localStorage.setItem('heloc_uuid', APP_UUID);
    localStorage.setItem('heloc_link_token', 'link-sandbox-1');
    localStorage.setItem('heloc_link_type', 'BANK');
    serveIncome({
      answers: [
        [sandboxLinkOAuthComplete, [{ body: { status: 'CONNECTED', publicToken: 'public-sandbox-9' } }]],
        [
          verifyIncome,
          [{ body: { step: 'EMPLOYMENT_VERIFICATION', outcome: 'MATCHED', paystubsRequired: 0 } }],
        ],
      ],
    });
    const router = renderAppAt('/account/heloc/plaid-oauth-success?oauth_state_id=oauth-sandbox-1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tell us about your employer' }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe(`${HOME}/income/employer-verification`);
    expect(bodiesSentTo(sandboxLinkOAuthComplete)).toEqual([
      { linkToken: 'link-sandbox-1', oauthStateId: 'oauth-sandbox-1' },
    ]);
    expect(bodiesSentTo(verifyIncome)).toEqual([{ linkType: 'BANK', publicToken: 'public-sandbox-9' }]);
    expect(localStorage.getItem('heloc_link_token')).toBeNull();
  });

  it('without the saved application says so and offers the dashboard', async () => {
    serveIncome();
    renderAppAt('/account/heloc/plaid-oauth-success?oauth_state_id=oauth-sandbox-1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We could not finish connecting your account' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/dashboard');
  });
});

describe("the sandbox institution's own sign-in (/sandbox-link/oauth)", { timeout: 30_000 }, () => {
  it('asks for a code when the sandbox user wants one, then sends the browser back', async () => {
    serveIncome({
      answers: [
        [
          sandboxLinkSession,
          [
            { body: { status: 'MFA_REQUIRED' } },
            {
              body: {
                status: 'OAUTH_REDIRECT',
                redirectUri: '/account/heloc/plaid-oauth-success?oauth_state_id=oauth-sandbox-2',
              },
            },
          ],
        ],
      ],
    });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    renderAppAt('/sandbox-link/oauth?institution=ins_127287&link_token=link-sandbox-1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign in to Platypus OAuth Bank' }),
    ).toBeVisible();
    await userEvent.type(screen.getByLabelText('Username'), 'user_good');
    await userEvent.type(screen.getByLabelText('Password'), 'mfa_device');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in and authorize' }));
    await userEvent.type(await screen.findByLabelText('Security code'), '1234');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in and authorize' }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith(
        '/account/heloc/plaid-oauth-success?oauth_state_id=oauth-sandbox-2',
      ),
    );
    expect(bodiesSentTo(sandboxLinkSession).at(-1)).toEqual({
      linkToken: 'link-sandbox-1',
      institutionId: 'ins_127287',
      username: 'user_good',
      password: 'mfa_device',
      mfaCode: '1234',
    });
  });
});
