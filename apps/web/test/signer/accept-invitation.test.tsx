import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { acceptInvitation, previewInvitation } from '@lintel/domain/api/endpoints/signers';
import { INVITATION_PASSWORD_REFUSED } from '@lintel/domain/signers/signer-acceptance';
import { AcceptInvitationPage } from '../../src/features/signer/components/accept-invitation-page.tsx';
import { TOKEN_STORAGE_KEY } from '../../src/lib/session-token.ts';
import { answer, handle, refusal } from '../msw/handle.ts';
import { bodiesSentTo, requestsTo } from '../msw/requests.ts';
import { server } from '../msw/server.ts';
import { renderWithProviders } from '../render.tsx';

// Decision 247: one password whatever the email (a new one, or the email's account's); the server decides.

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

afterEach(() => localStorage.clear());

describe('the invitation page (decision 247)', () => {
  it('asks for one password, accepts, and never asks for the spent invitation again', async () => {
    let previews = 0;
    server.use(
      handle(previewInvitation, () =>
        (previews += 1) > 1
          ? refusal(400, 'spent', 'token')
          : { firstName: 'Casey', borrowerFirstName: 'Robin' },
      ),
      answer(acceptInvitation, { jwt: 'a.b.c', applicationId: APPLICATION }),
    );
    const onAccepted = renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Accept your invitation' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Hello Casey\. Robin has asked you to sign/)).toBeInTheDocument();
    expect(
      screen.getByText(/If you already have an account with us at this email, enter its/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reset your password' })).toHaveAttribute(
      'href',
      '/auth/forgot-password',
    );

    await fillAndAccept(PASSWORD);
    await waitFor(() => expect(onAccepted).toHaveBeenCalledWith(APPLICATION));
    expect(bodiesSentTo(acceptInvitation)).toEqual([
      { token: TOKEN, password: PASSWORD, confirmPassword: PASSWORD },
    ]);
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('a.b.c');
    // The preview was asked once: not again with the spent token once the session starts (the 400 it logged).
    expect(requestsTo(previewInvitation)).toHaveLength(1);
  });

  it("shows the server's refusal of a password beside the field, and a lock as the login does", async () => {
    let answers = 0;
    server.use(
      answer(previewInvitation, { firstName: 'Casey', borrowerFirstName: 'Robin' }),
      handle(acceptInvitation, () =>
        (answers += 1) === 1
          ? refusal(400, INVITATION_PASSWORD_REFUSED, 'password')
          : Response.json(
              { errors: [{ message: 'Too many failed sign-in attempts. Please try again in 15 minutes.' }] },
              { status: 429, headers: { 'retry-after': '900' } },
            ),
      ),
    );
    renderPage();
    await fillAndAccept(PASSWORD);
    expect(await screen.findByRole('link', { name: INVITATION_PASSWORD_REFUSED })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Accept and continue' }));
    expect(
      await screen.findByText('Too many failed sign-in attempts. Please try again in 15 minutes.'),
    ).toBeInTheDocument();
  });

  it('checks the rules and the confirmation before any call', async () => {
    server.use(answer(previewInvitation, { firstName: 'Casey', borrowerFirstName: 'Robin' }));
    renderPage();
    await fillAndAccept(PASSWORD, `${PASSWORD}x`);
    expect(await screen.findByRole('link', { name: "Passwords don't match" })).toBeInTheDocument();
    expect(bodiesSentTo(acceptInvitation)).toHaveLength(0);
  });

  it('an invitation the server refuses reads as expired', async () => {
    server.use(handle(previewInvitation, () => refusal(400, 'expired', 'token')));
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This invitation has expired' }),
    ).toBeInTheDocument();
  });
});
