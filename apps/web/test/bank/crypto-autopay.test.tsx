import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Application } from '@lintel/domain/application/application';
import { routeForServerStep } from '@lintel/domain/server-steps/route-for-server-step';
import { stepRouteFrom } from '../../src/features/application-routing/stay-on-page.ts';
import { autopayChoice, bankDraft, sentAccount } from '../../src/features/bank/bank-draft.ts';
import { TOKEN_STORAGE_KEY } from '../../src/lib/session-token.ts';
import { APP_UUID, applicationFixture } from '../application/application-fixtures.ts';
import { renderAppAt } from '../render-app.tsx';
import { FULL_ACCOUNT, giveAccount, serveBank } from './bank-server.ts';

// A crypto-backed line's bank step (decision 239): AUTOPAY_ACCOUNT routes to bank/autopay, which takes the autopay
// account in bank/disburse's own form, or manual pay; bank/confirm sends it to …/autopay-account.

const HOME = `/account/heloc/${APP_UUID}`;
configure({ asyncUtilTimeout: 10_000 });

const CRYPTO: Application = { ...applicationFixture, term: 30, rate: 9.6, amount: 15000, isCrypto: true };

/** The server at AUTOPAY_ACCOUNT. */
function stub() {
  return serveBank({ step: 'AUTOPAY_ACCOUNT', application: CRYPTO, account: 'autopay' });
}

beforeEach(() => {
  localStorage.setItem(TOKEN_STORAGE_KEY, 'tok');
  bankDraft.clear(APP_UUID);
  autopayChoice.clear(APP_UUID);
  sentAccount.clear(APP_UUID);
});

describe('the routing of a crypto-backed line', () => {
  it('sends AUTOPAY_ACCOUNT to bank/autopay and lets bank/confirm stay; bank/disburse is not its page', () => {
    const routed = routeForServerStep('AUTOPAY_ACCOUNT', CRYPTO, 'autopay');
    expect(routed).toEqual({ page: 'bank/autopay' });
    expect(stepRouteFrom(routed, true, CRYPTO, 'bank/confirm').redirectTo).toBeNull();
    expect(stepRouteFrom(routed, true, CRYPTO, 'bank/autopay').redirectTo).toBeNull();
    expect(stepRouteFrom(routed, true, CRYPTO, 'bank/disburse').redirectTo).toEqual({ page: 'bank/autopay' });
    expect(stepRouteFrom(routed, true, CRYPTO, 'identity').redirectTo).toEqual({ page: 'bank/autopay' });
  });
});

describe('bank/autopay and bank/confirm (AUTOPAY_ACCOUNT, crypto-backed)', { timeout: 60_000 }, () => {
  it('takes the autopay account in the bank form, masks it, names no payout account and goes on to identity', async () => {
    const server = stub();
    const router = renderAppAt(HOME);
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Where should your monthly payments come from?' },
        { timeout: 15_000 },
      ),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe(`${HOME}/bank/autopay`);
    expect(screen.getByText(/nothing is paid into a bank account/)).toBeVisible();
    expect(
      await screen.findByText(/With autopay your rate is 9\.350%, 0\.250% off the 9\.600% rate/),
    ).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert')).toHaveFocus();
    await giveAccount();

    expect(await screen.findByRole('heading', { level: 1, name: 'Check your bank details' })).toBeVisible();
    expect(router.state.location.pathname).toBe(`${HOME}/bank/confirm`);
    const list = document.querySelector('.question-page .summary-list')!;
    expect(list.textContent).toContain('Autopay accountChecking account ending ••••6789');
    expect(list.textContent).toContain('Autopay from the account ending ••••6789 at 9.350%');
    expect(list.textContent).not.toContain(FULL_ACCOUNT);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and verify account' }));

    await waitFor(() => expect(server.puts()).toHaveLength(1));
    const [put] = server.puts();
    expect(put?.url.pathname).toMatch(/\/autopay-account$/);
    expect(put?.body).toEqual({
      autopay: true,
      routingNumber: '021000021',
      accountNumber: FULL_ACCOUNT,
      accountNumberConfirmation: FULL_ACCOUNT,
      accountType: 'CHECKING',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your bank account is verified' }),
    ).toHaveFocus();
    expect(
      screen.getByText(
        /monthly payments will be taken from the account ending ••••6789 at JPMorgan Chase Bank/,
      ),
    ).toBeVisible();
    expect(document.body.textContent).not.toMatch(/paid into|send your funds/);
    expect(document.body.textContent).not.toContain(FULL_ACCOUNT);
    await userEvent.click(screen.getByRole('button', { name: 'Continue to verify your identity' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${HOME}/identity`));
  });

  it('a refused account says so, offers manual pay, and paying by hand sends no account', async () => {
    const server = stub();
    const router = renderAppAt(`${HOME}/bank/autopay`);
    await screen.findByRole('heading', { level: 1, name: 'Where should your monthly payments come from?' });
    await giveAccount({ account: '4400229999' });
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm and verify account' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We could not verify your bank account' }),
    ).toBeVisible();
    expect(screen.getByText(/we cannot take your payments from it/)).toBeVisible();
    await userEvent.click(screen.getByRole('link', { name: 'Change how you pay' }));
    expect(await screen.findByRole('note')).toHaveTextContent(
      'We could not verify the account ending ••••9999.',
    );
    expect(router.state.location.pathname).toBe(`${HOME}/bank/autopay`);

    await userEvent.click(screen.getByRole('button', { name: 'Pay each month myself' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Check how you will pay' })).toBeVisible();
    expect(screen.getByText(/You pay each month yourself at 9\.600%/)).toBeVisible();
    expect(screen.queryByText('Routing number')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm how I pay' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${HOME}/identity`));
    expect(server.puts().at(-1)?.body).toEqual({ autopay: false });
  });

  it('sends a borrower who reloads bank/confirm back to bank/autopay (the answer lives in memory only)', async () => {
    stub();
    const router = renderAppAt(`${HOME}/bank/confirm`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Where should your monthly payments come from?' }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe(`${HOME}/bank/autopay`);
  });
});
