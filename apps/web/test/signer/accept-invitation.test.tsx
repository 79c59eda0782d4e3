import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INVITATION_PASSWORD_REFUSED } from '@lintel/domain/signers/signer-acceptance';
import { AcceptInvitationPage } from '../../src/features/signer/components/accept-invitation-page.tsx';
import { TOKEN_STORAGE_KEY } from '../../src/lib/session-token.ts';
import { jsonResponse, renderWithProviders } from '../render.tsx';
import { bodiesFor, stubFetch } from '../shell/fetch-routes.ts';

// Decision 247: one password whatever the email (a new one, or the email's account's); the server decides.

const PREVIEW = '/identity/api/v1/signer-invitation/preview';
const ACCEPT = '/identity/api/v1/signer-invitation/accept';
const TOKEN = 'A'.repeat(43);
const APPLICATION = '5e1d0000-0000-4000-8000-000000000001';
const PASSWORD = 'Signer-Pass-2026!';

function renderPage(onAccepted = vi.fn()) {
  renderWithProviders(
    <AcceptInvitationPage
      token={TOKEN}
      loginHref="/account/heloc/heloc-signer/login"
      forgotPasswordHref="/auth/forgot-password"
      onAccepted={onAccepted}
    />,
  );
  return onAccepted;
}

async function fillAndAccept(password: string, confirm = password) {
  await userEvent.type(await screen.findByLabelText('Password'), password);
  await userEvent.type(screen.getByLabelText('Confirm password'), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Accept and continue' }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the invitation page (decision 247)', () => {
  it('asks for one password, accepts, and never asks for the spent invitation again', async () => {
    const fetch = stubFetch({
      [`POST ${PREVIEW}`]: () =>
        fetchCount() > 1
          ? jsonResponse({ errors: [{ message: 'spent', field: 'token' }] }, { status: 400 })
          : jsonResponse({ firstName: 'Casey', borrowerFirstName: 'Robin' }),
      [`POST ${ACCEPT}`]: { jwt: 'a.b.c', applicationId: APPLICATION },
    });
    const fetchCount = () => bodiesFor(fetch, PREVIEW).length;
    const onAccepted = renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Accept your invitation' })).toBeInTheDocument();
    expect(screen.getByText(/Hello Casey\. Robin has asked you to sign/)).toBeInTheDocument();
    expect(screen.getByText(/If you already have an account with us at this email, enter its/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reset your password' })).toHaveAttribute('href', '/auth/forgot-password');

    await fillAndAccept(PASSWORD);
    await waitFor(() => expect(onAccepted).toHaveBeenCalledWith(APPLICATION));
    expect(bodiesFor(fetch, ACCEPT)).toEqual([{ token: TOKEN, password: PASSWORD, confirmPassword: PASSWORD }]);
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('a.b.c');
    // The preview was asked once: not again with the spent token once the session starts (the 400 it logged).
    expect(fetchCount()).toBe(1);
  });

  it("shows the server's refusal of a password beside the field, and a lock as the login does", async () => {
    let answer = 0;
    stubFetch({
      [`POST ${PREVIEW}`]: { firstName: 'Casey', borrowerFirstName: 'Robin' },
      [`POST ${ACCEPT}`]: () =>
        (answer += 1) === 1
          ? jsonResponse({ errors: [{ message: INVITATION_PASSWORD_REFUSED, field: 'password' }] }, { status: 400 })
          : jsonResponse(
              { errors: [{ message: 'Too many failed sign-in attempts. Please try again in 15 minutes.' }] },
              { status: 429, headers: { 'retry-after': '900' } },
            ),
    });
    renderPage();
    await fillAndAccept(PASSWORD);
    expect(await screen.findByRole('link', { name: INVITATION_PASSWORD_REFUSED })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Accept and continue' }));
    expect(await screen.findByText('Too many failed sign-in attempts. Please try again in 15 minutes.')).toBeInTheDocument();
  });

  it('checks the rules and the confirmation before any call', async () => {
    const fetch = stubFetch({ [`POST ${PREVIEW}`]: { firstName: 'Casey', borrowerFirstName: 'Robin' } });
    renderPage();
    await fillAndAccept(PASSWORD, `${PASSWORD}x`);
    expect(await screen.findByRole('link', { name: "Passwords don't match" })).toBeInTheDocument();
    expect(bodiesFor(fetch, ACCEPT)).toHaveLength(0);
  });

  it('an invitation the server refuses reads as expired', async () => {
    stubFetch({
      [`POST ${PREVIEW}`]: () => jsonResponse({ errors: [{ message: 'expired', field: 'token' }] }, { status: 400 }),
    });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'This invitation has expired' })).toBeInTheDocument();
  });
});
