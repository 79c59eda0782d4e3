import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { acceptSummaryDisclosure, submitApplication } from '@lintel/domain/api/endpoints/submission-actions';
import { bodiesSentTo } from '../msw/requests.ts';
import { renderAppAt } from '../render-app.tsx';
import { HOME, SUMMARY, signedInBorrower, serveSubmission, summaryLinks } from './submission-server.ts';

signedInBorrower();

describe('start/app-summary (SUMMARY_DISCLOSURE, APP_SUBMISSION)', { timeout: 30_000 }, () => {
  it('shows what was stated and the disclosures from the application’s figures, then signs and submits', async () => {
    serveSubmission('SUMMARY_DISCLOSURE', [
      [acceptSummaryDisclosure, { body: { step: 'APP_SUBMISSION' }, then: 'APP_SUBMISSION' }],
      [submitApplication, { body: { step: 'HARD_CREDIT_PULL' }, then: 'HARD_CREDIT_PULL' }],
    ]);
    const router = renderAppAt(HOME);
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Review and sign your application' },
        { timeout: 15_000 },
      ),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe(`${HOME}/start/app-summary`);

    const line = screen.getByRole('region', { name: 'Your line of credit' });
    const row = (term: string) => within(line).getByText(term).nextElementSibling?.textContent;
    expect(row('Home')).toBe('100 Sample Street, Sacramento, CA 95814');
    expect(row('Credit limit')).toBe('$100,000.00');
    expect(row('Initial draw')).toBe('$20,000.00');
    expect(row('Rate (APR)')).toBe('9.35% fixed, paying by hand each month');
    expect(row('Origination fee')).toBe('$398.00 (1.99% of the draw, added to it)');
    expect(row('Monthly payment')).toBe('$262.27');
    const income = screen.getByRole('region', { name: 'Income you told us' });
    expect(within(income).getByText('Employed full time')).toBeVisible();
    expect(within(income).getByText('$150,000.00')).toBeVisible();
    const debts = within(screen.getByRole('region', { name: 'Debts on your credit report' })).getByRole(
      'table',
    );
    expect(within(debts).getByRole('rowheader', { name: /Summit Card Services/ })).toBeVisible();
    expect(within(debts).getByText('$1,725.00')).toBeVisible();

    // The Reg Z disclosure, with the lender's name and NMLS, and the brochure.
    expect(screen.getByText('Important terms of your home equity line of credit')).toBeVisible();
    expect(
      screen.getByText('Harbor Mortgage, LLC, NMLS 555001. Questions: call (800) 555-0142.'),
    ).toBeInTheDocument();
    expect(screen.getByText('What you should know about home equity lines of credit')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Sign and submit application' }));
    expect(screen.getByRole('alert')).toHaveFocus();
    expect(summaryLinks()).toEqual([
      'Confirm that you have received the disclosures and accept the summary of your application',
      'Confirm that your application is true and complete and authorize the full credit check',
    ]);
    expect(bodiesSentTo(acceptSummaryDisclosure)).toEqual([]);
    await userEvent.click(screen.getByLabelText(/I have received/));
    await userEvent.click(screen.getByLabelText(/I certify that the information in my application is true/));
    await userEvent.click(screen.getByRole('button', { name: 'Sign and submit application' }));
    await waitFor(() => expect(bodiesSentTo(submitApplication)).toEqual([{ certified: true }]));
    expect(bodiesSentTo(acceptSummaryDisclosure)).toEqual([{ accepted: true }]);
    // The hard pull: a wait on the credit bureau, which the home shows with its expected time.
    expect(await screen.findByText('We are getting your credit report.')).toBeVisible();
    expect(screen.getByText('Usually a few minutes')).toBeVisible();
  });

  it('at APP_SUBMISSION (accepted before) only submits, and shows a refusal', async () => {
    serveSubmission(
      'APP_SUBMISSION',
      [
        [
          submitApplication,
          {
            status: 409,
            body: { errors: [{ message: 'This action is not available at this step of the application' }] },
          },
        ],
      ],
      { ...SUMMARY, acceptedAt: '2026-11-25T10:00:00.000Z' },
    );
    renderAppAt(`${HOME}/start/app-summary`);
    await screen.findByRole('heading', { level: 1, name: 'Review and sign your application' });
    expect(screen.getByText(/You accepted this summary on November 25, 2026/)).toBeVisible();
    expect(screen.queryByLabelText(/I have received/)).toBeNull();
    await userEvent.click(screen.getByLabelText(/I certify that the information in my application is true/));
    await userEvent.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(await screen.findByRole('alert')).toHaveFocus();
    expect(
      within(screen.getByRole('alert')).getByText(
        'This action is not available at this step of the application',
      ),
    ).toBeVisible();
    expect(bodiesSentTo(acceptSummaryDisclosure)).toEqual([]);
    expect(bodiesSentTo(submitApplication)).toEqual([{ certified: true }]);
  });

  it('discloses a variable-rate line with its index, cap and 15-year table', async () => {
    serveSubmission('SUMMARY_DISCLOSURE', [], {
      ...SUMMARY,
      rate: 9.1,
      offer: { ...SUMMARY.offer!, type: 'FLOATING', rate: 9.1 },
    });
    renderAppAt(`${HOME}/start/app-summary`);
    await screen.findByRole(
      'heading',
      { level: 1, name: 'Review and sign your application' },
      { timeout: 15_000 },
    );
    const line = screen.getByRole('region', { name: 'Your line of credit' });
    expect(within(line).getByText('Rate (APR)').nextElementSibling).toHaveTextContent('9.10% variable');
    await userEvent.click(screen.getByText('Important terms of your home equity line of credit'));
    expect(screen.getByRole('heading', { name: 'Variable-rate features' })).toBeVisible();
    expect(screen.getByText(/plus a margin of 2\.35%/)).toBeVisible();
    const history = screen.getByRole('table', { name: /^Historical example/ });
    expect(
      within(history)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual([
      'Year (January)',
      'Index (the Wall Street Journal Prime Rate)',
      'APR',
      'Minimum monthly payment',
    ]);
    // A header row and the 15 years.
    expect(within(history).getAllByRole('row')).toHaveLength(16);
    expect(within(history).getByRole('rowheader', { name: '2026' }).parentElement).toHaveTextContent(
      '20266.75%9.10%$127.22',
    );
  });

  it('says so when the line’s offer is no longer current, instead of a disclosure without figures', async () => {
    serveSubmission('SUMMARY_DISCLOSURE', [], { ...SUMMARY, offer: null, reportedDebts: null });
    renderAppAt(`${HOME}/start/app-summary`);
    await screen.findByRole('heading', { level: 1, name: 'Review and sign your application' });
    expect(screen.getByText(/we cannot show its disclosure now/)).toBeVisible();
    expect(screen.getByText(/Your credit report’s debts are not shown here/)).toBeVisible();
    expect(screen.queryByText('Important terms of your home equity line of credit')).toBeNull();
  });
});
