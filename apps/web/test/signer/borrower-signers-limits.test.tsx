import type { ReactNode } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  addressInvitationLimitMessage,
  applicationInvitationLimitMessage,
} from '@lintel/domain/signers/signer-invitation';
import { inviteSigner, listSigners, resendInvitation } from '@lintel/domain/api/endpoints/signers';
import { BorrowerSignersPage } from '../../src/features/signer/components/borrower-signers-page.tsx';
import { answer, handle } from '../msw/handle.ts';
import { server } from '../msw/server.ts';
import { renderWithProviders } from '../render.tsx';

// Issue 28 (decision 247): the borrower's signers page shows the limits' refusals, in the server's words.

vi.mock('@tanstack/react-router', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  Link: ({ children }: { children: ReactNode }) => <span>{children}</span>,
}));

const UUID = '5e1d0000-0000-4000-8000-000000000001';
const SIGNER = '5e1d0000-0000-4000-8000-0000000000aa';
const invited = {
  id: SIGNER,
  firstName: 'Casey',
  lastName: 'Owner',
  email: 'casey.owner@example.test',
  mobile: null,
  relation: 'CO_DEEDER' as const,
  progress: 'INVITED' as const,
  invitationExpired: false,
  lastSentAt: '2026-11-23T09:00:00.000Z',
  openConditions: 0,
};
const tooMany = (message: string, field?: string) => () =>
  Response.json(
    { errors: [{ message, ...(field ? { field } : {}) }] },
    { status: 429, headers: { 'retry-after': '3600' } },
  );

describe("the borrower's signers page under the invitation limits", () => {
  it('shows why a resend was refused', async () => {
    const message = applicationInvitationLimitMessage(5 * 3600);
    server.use(
      answer(listSigners, { signers: [invited], vestedOwners: [], waitingOn: null }),
      handle(resendInvitation, tooMany(message)),
    );
    renderWithProviders(<BorrowerSignersPage uuid={UUID} homeHref="/" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Send the invitation again' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(message).toMatch(/try again in about 5 hours\.$/);
  });

  it("shows a refused invitation's reason at the address it names", async () => {
    const message = addressInvitationLimitMessage('email', 20 * 3600);
    server.use(
      answer(listSigners, { signers: [], vestedOwners: [], waitingOn: null }),
      handle(inviteSigner, tooMany(message, 'email')),
    );
    renderWithProviders(<BorrowerSignersPage uuid={UUID} homeHref="/" />);
    await userEvent.type(await screen.findByLabelText('First name'), 'Casey');
    await userEvent.type(screen.getByLabelText('Last name'), 'Owner');
    await userEvent.type(screen.getByLabelText('Email'), 'casey.owner@example.test');
    await userEvent.click(screen.getByLabelText('Owner who signs the deed only'));
    await userEvent.click(screen.getByRole('button', { name: 'Send the invitation' }));
    // In the summary, linked to the field, and beneath the field itself.
    expect(await screen.findByRole('link', { name: message })).toBeInTheDocument();
    expect(screen.getAllByText(message)).toHaveLength(2);
    expect(screen.queryByText(/We have emailed an invitation/)).not.toBeInTheDocument();
  });
});
