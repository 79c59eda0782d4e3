import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { giveEmployerDetails, verifyIncome } from '@lintel/domain/api/endpoints/income-actions';
import { applicationFixture } from '../application/application-fixtures.ts';
import { bodiesSentTo } from '../msw/requests.ts';
import { renderAppAt } from '../render-app.tsx';
import { HOME, REVIEW, serveIncome, signedInBorrower } from './income-server.ts';

signedInBorrower();

describe('income/review (INCOME_VERIFICATION)', { timeout: 30_000 }, () => {
  it('routes the step here, asks for a choice, and opens the link page of the one chosen', async () => {
    serveIncome();
    const router = renderAppAt(HOME);
    expect(await screen.findByRole('heading', { level: 1, name: REVIEW }, { timeout: 15_000 })).toBeVisible();
    expect(router.state.location.pathname).toBe(`${HOME}/income/review`);
    expect(screen.getByText('Waiting on').nextElementSibling).toHaveTextContent('You');
    expect(screen.getByText('Expected time').nextElementSibling).toHaveTextContent('About 10 minutes');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const summary = screen.getByRole('alert');
    expect(summary).toHaveFocus();
    expect(
      within(summary).getByRole('link', { name: 'Please choose how to verify your income' }),
    ).toBeVisible();
    await userEvent.click(screen.getByLabelText(/^Connect my payroll account/));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Connect your payroll account' }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe(`${HOME}/income/link/PAYROLL`);
  });

  it('uploading asks the server for the paystub task, then opens the upload page', async () => {
    serveIncome({
      answers: [
        [verifyIncome, [{ body: { step: 'INCOME_VERIFICATION', outcome: 'UPLOAD', paystubsRequired: 1 } }]],
      ],
    });
    const router = renderAppAt(`${HOME}/income/review`);
    await screen.findByRole('heading', { level: 1, name: REVIEW });
    await userEvent.click(screen.getByLabelText(/^Upload my paystubs/));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${HOME}/income/upload/MANUAL_PAYSTUB`));
    expect(bodiesSentTo(verifyIncome)).toEqual([{ linkType: 'UPLOAD' }]);
  });

  it('says what a check that kept the borrower here found, and a paystub still needed', async () => {
    serveIncome({ application: { ...applicationFixture, status: { manualPaystubUpload: true } } });
    renderAppAt(`${HOME}/income/review?outcome=PARTIAL&paystubs=2`);
    expect(await screen.findByRole('heading', { name: 'We found part of your income' })).toBeVisible();
    expect(screen.getByText('To verify the rest, please upload your 2 most recent paystubs.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Upload your paystubs' })).toHaveAttribute(
      'href',
      `${HOME}/income/upload/MANUAL_PAYSTUB`,
    );
  });

  it('once the paystub was accepted, Continue counts the income as verified', async () => {
    serveIncome({
      application: {
        ...applicationFixture,
        status: { manualPaystubUpload: true, manualPaystubTasksComplete: true },
      },
      answers: [
        [verifyIncome, [{ body: { step: 'DISBURSEMENT_ACCOUNT', outcome: 'MATCHED', paystubsRequired: 0 } }]],
      ],
    });
    const router = renderAppAt(`${HOME}/income/review`);
    await screen.findByRole('heading', { level: 1, name: 'Your paystub was accepted' });
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${HOME}/bank/disburse`));
    expect(bodiesSentTo(verifyIncome)).toEqual([{ linkType: 'UPLOAD' }]);
  });
});

describe('income/employer-verification (EMPLOYMENT_VERIFICATION)', { timeout: 30_000 }, () => {
  it('checks the fields with the shared schema, then sends them', async () => {
    serveIncome({
      step: 'EMPLOYMENT_VERIFICATION',
      answers: [[giveEmployerDetails, [{ body: { step: 'DISBURSEMENT_ACCOUNT' } }]]],
    });
    const router = renderAppAt(HOME);
    await screen.findByRole('heading', { level: 1, name: 'Tell us about your employer' });
    expect(screen.getByText('Waiting on').nextElementSibling).toHaveTextContent('You');
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(
      within(screen.getByRole('alert'))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Please enter your employer',
      'Please enter a valid phone number',
      'Please enter your job title',
      'Please enter a valid start date',
    ]);
    await userEvent.type(screen.getByLabelText('Employer name'), 'Acme Tools');
    await userEvent.type(screen.getByLabelText('Employer phone number'), '3125550199');
    expect(screen.getByLabelText('Employer phone number')).toHaveValue('(312) 555-0199');
    await userEvent.type(screen.getByLabelText('Job title'), 'Buyer');
    await userEvent.type(screen.getByLabelText('Start date'), '2015-04-01');
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${HOME}/bank/disburse`));
    expect(bodiesSentTo(giveEmployerDetails)).toEqual([
      {
        employerName: 'Acme Tools',
        employerPhone: '(312) 555-0199',
        jobTitle: 'Buyer',
        startDate: '2015-04-01',
      },
    ]);
  });
});

describe(
  'the revised-offer return (REVISED_OFFER_SELECTION after a lower verified income)',
  { timeout: 30_000 },
  () => {
    it('product/select gets the routed origin and decision even when reached without them, and says why', async () => {
      serveIncome({
        step: 'REVISED_OFFER_SELECTION',
        application: {
          ...applicationFixture,
          status: { uwDecision: 'APPROVED', uwSubDecision: 'VERIFIED_OFFER' },
        },
      });
      const router = renderAppAt(`${HOME}/product/select`);
      expect(
        await screen.findByRole('heading', { name: 'Your offers have changed' }, { timeout: 15_000 }),
      ).toBeVisible();
      expect(router.state.location.search).toEqual({ origin: 'signing/intro', decision: 'VERIFIED_OFFER' });
    });
  },
);
