import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Application } from '@lintel/domain/application/application';
import type { ServerStep } from '@lintel/domain/server-steps/server-step';
import { engineStateFor } from '@lintel/domain/step-engine/engine-state-for';
import { bankDraft, sentAccount } from '../../src/features/bank/bank-draft.ts';
import { TOKEN_STORAGE_KEY } from '../../src/lib/session-token.ts';
import { APP_UUID, applicationFixture } from '../application/application-fixtures.ts';
import { renderAppAt } from '../render-app.tsx';
import { FULL_ACCOUNT, giveAccount, serveBank } from './bank-server.ts';

const HOME = `/account/heloc/${APP_UUID}`;
configure({ asyncUtilTimeout: 10_000 });

/** The server at DISBURSEMENT_ACCOUNT, or at `at`'s step with its application. */
function stub(at: { step?: ServerStep; application?: Application } = {}) {
  return serveBank({
    step: at.step ?? 'DISBURSEMENT_ACCOUNT',
    application: at.application ?? { ...applicationFixture, term: 30, rate: 9.6, amount: 15000 },
    account: 'disbursement',
  });
}

async function chooseAndConfirm(mode: RegExp) {
  expect(
    await screen.findByRole('heading', { level: 1, name: 'How do you want to make your monthly payments?' }),
  ).toBeVisible();
  await userEvent.click(screen.getByLabelText(mode));
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Check your bank details' })).toBeVisible();
  await userEvent.click(screen.getByRole('button', { name: 'Confirm and verify account' }));
}

beforeEach(() => {
  localStorage.setItem(TOKEN_STORAGE_KEY, 'tok');
  // Each test is a fresh page load: nothing of the last one's in memory.
  bankDraft.clear(APP_UUID);
  sentAccount.clear(APP_UUID);
});

describe('bank/disburse, bank/autopay, bank/confirm (DISBURSEMENT_ACCOUNT)', { timeout: 60_000 }, () => {
  it('checks the fields, names the bank, prices each mode, masks the number and shows the verified outcome', async () => {
    const server = stub();
    const router = renderAppAt(HOME);
    // The first test of the file loads the lazy chunks: longer than the usual wait on a busy machine.
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Where should we send your funds?' },
        { timeout: 15_000 },
      ),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe(`${HOME}/bank/disburse`);

    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const summary = screen.getByRole('alert');
    expect(summary).toHaveFocus();
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Please enter a valid 9-digit routing number',
      'Please select the account type',
      'Please enter a valid account number (4 to 17 digits)',
    ]);

    await giveAccount({ routing: '021000022', again: '000123456780' });
    expect(
      within(screen.getByRole('alert'))
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Please enter a valid 9-digit routing number', "Account numbers don't match"]);
    const routing = screen.getByRole('textbox', { name: 'Routing number' });
    await userEvent.clear(routing);
    await userEvent.type(routing, '021000021');
    expect(await screen.findByText('JPMorgan Chase Bank')).toBeVisible();
    const again = screen.getByRole('textbox', { name: 'Confirm the account number' });
    await userEvent.clear(again);
    await userEvent.type(again, FULL_ACCOUNT);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText(/Autopay takes 0\.250% off the 9\.600% rate/)).toBeVisible();
    expect(screen.getByText('Your rate: 9.350% with autopay.', { exact: false })).toBeVisible();
    expect(screen.getByLabelText(/Automatically from the account ending ••••6789/)).toBeVisible();
    await chooseAndConfirmSummaryFirst();

    await waitFor(() => expect(server.puts()).toHaveLength(1));
    expect(server.puts()[0]?.body).toEqual({
      routingNumber: '021000021',
      accountNumber: FULL_ACCOUNT,
      accountNumberConfirmation: FULL_ACCOUNT,
      accountType: 'CHECKING',
      autopay: true,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your bank account is verified' }),
    ).toHaveFocus();
    expect(screen.getByText(/paid into the account ending ••••6789 at JPMorgan Chase Bank/)).toBeVisible();
    expect(document.body.textContent).not.toContain(FULL_ACCOUNT);
    await userEvent.click(screen.getByRole('button', { name: 'Continue to verify your identity' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${HOME}/identity`));
  });

  async function chooseAndConfirmSummaryFirst() {
    await userEvent.click(screen.getByLabelText(/Automatically from/));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Check your bank details' })).toBeVisible();
    const list = document.querySelector('.question-page .summary-list')!;
    expect(list.textContent).toContain('JPMorgan Chase Bank');
    expect(list.textContent).toContain('Checking account ending ••••6789');
    expect(list.textContent).toContain('Autopay from the account ending ••••6789 at 9.350%');
    expect(list.textContent).not.toContain(FULL_ACCOUNT);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and verify account' }));
  }

  it('goes on without a bank name when the directory does not know a valid number; manual pay at the offer rate', async () => {
    stub();
    renderAppAt(`${HOME}/bank/disburse`);
    await screen.findByRole('heading', { level: 1, name: 'Where should we send your funds?' });
    await giveAccount({ routing: '123456780', account: '4400221111' });
    await chooseAndConfirm(/I will pay each month myself/);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We are reviewing your bank account' }),
    ).toBeVisible();
    const facts = screen.getByText('Waiting on').closest('dl')!;
    expect(facts.textContent).toContain('Usually 1 to 2 business days');
    expect(screen.getByText(/You pay each month yourself at 9\.600%/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Continue to verify your identity' })).toBeVisible();
  });

  it('says a failed account cannot be used and leads to bank/manual-disburse for another one', async () => {
    stub();
    const router = renderAppAt(`${HOME}/bank/disburse`);
    await screen.findByRole('heading', { level: 1, name: 'Where should we send your funds?' });
    await giveAccount({ account: '4400229999' });
    await chooseAndConfirm(/Automatically from/);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We could not verify your bank account' }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'What to do next' })).toBeVisible();
    await userEvent.click(screen.getByRole('link', { name: 'Give another account' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Give another bank account' })).toBeVisible();
    expect(router.state.location.pathname).toBe(`${HOME}/bank/manual-disburse`);
    expect(screen.getByRole('note').textContent).toContain(
      'We could not verify the account ending ••••9999.',
    );
    // The failed number is not typed in again for the borrower.
    expect(screen.getByRole('textbox', { name: 'Account number' })).toHaveValue('');
  });

  it('sends a borrower who reloads bank/confirm back to bank/disburse (the number lives in memory only)', async () => {
    stub();
    const router = renderAppAt(`${HOME}/bank/confirm`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Where should we send your funds?' }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe(`${HOME}/bank/disburse`);
  });

  it("the engine's waitMerchant shows the hold page about the account's review, with the standing's wait", async () => {
    const reviewing: Application = {
      ...applicationFixture,
      name: { firstName: 'Robin', lastName: 'Happy' },
      dob: '1981-06-01',
      selectedPropertyUuid: 'prop-1',
      selectedAddressOwnership: 'SOLE_OWNER',
      hasSsn: true,
      hasHmda: true,
      consents: [{ type: 'SOFT_CREDIT' }, { type: 'HARD_CREDIT' }],
      term: 30,
      amount: 15000,
      rate: 9.6,
      payType: 'MANUAL',
      disburseAccount: { uuid: 'acc-1', routingNumber: '021000021', mask: '1111' },
      status: {
        liensComplete: true,
        uwDecision: 'APPROVED',
        uwSubDecision: 'VERIFIED_INCOME_MATCHED_OFFER',
        disclosurelistSummaryReady: true,
        disclosurelistSummaryComplete: true,
        giactAccountStatus: 'PENDING_REVIEW',
      },
    };
    expect(engineStateFor(reviewing).state).toBe('waitMerchant');
    stub({ step: 'WAITING_FOR_BANK_VERIFICATION', application: reviewing });
    const router = renderAppAt(HOME);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We are reviewing your bank account' }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe(`${HOME}/hold`);
    const facts = screen.getByText('Waiting on').closest('dl')!;
    expect(facts.textContent).toContain('Your bank');
    expect(facts.textContent).toContain('Usually 1 business day');
  });
});
