import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { attestLiens } from '@lintel/domain/api/endpoints/credit-actions';
import { LiensPage } from '../../src/features/application/components/liens-page.tsx';
import { renderWithProviders } from '../render.tsx';
import { bodiesSentTo } from '../msw/requests.ts';
import { APP_UUID, applicationFixture, liensFixture, serveApplication } from './application-fixtures.ts';

describe('page liens (issue 16, decision 173)', () => {
  it('lists the liens the title search and the credit report found, and asks to confirm them', async () => {
    serveApplication({
      liens: {
        ...liensFixture,
        liens: [
          ...liensFixture.liens,
          {
            holder: 'Sacramento County Tax Collector',
            type: 'TAX_LIEN',
            position: 2,
            balance: 3150,
            monthlyPayment: null,
            recordedDate: '2025-02-01',
            source: 'TITLE',
            mustBePaidOff: true,
          },
        ],
      },
    });
    renderWithProviders(<LiensPage uuid={APP_UUID} />);
    const list = await screen.findByRole('list', { name: 'Loans secured on your home' });
    const [mortgage, tax] = within(list).getAllByRole('listitem');
    expect(mortgage).toHaveTextContent('First mortgage with Harbor Federal Savings');
    expect(mortgage).toHaveTextContent('$212,400.00');
    expect(mortgage).toHaveTextContent('$1,480.00');
    expect(mortgage).toHaveTextContent('Public records and your credit report');
    expect(tax).toHaveTextContent('Tax lien with Sacramento County Tax Collector');
    expect(tax).toHaveTextContent('This must be paid off from your line when it opens.');
    expect(screen.getByRole('button', { name: 'Confirm and see my offers' })).toBeEnabled();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Is a loan wrong, missing or paid off?' }),
    ).toBeVisible();
    // Issue 16: never "the ones you told us about" when the borrower was never asked.
    expect(screen.queryByText(/the ones you told us about/)).not.toBeInTheDocument();
  });

  it('says so when nothing was found', async () => {
    serveApplication({ liens: { liens: [], titleSearch: 'COMPLETE' } });
    renderWithProviders(<LiensPage uuid={APP_UUID} />);
    expect(await screen.findByText('We found no loans or liens secured on your home.')).toBeVisible();
  });
});

describe('page liens, attesting a recent inquiry (decision 235)', () => {
  const attesting = {
    ...applicationFixture,
    status: { ...applicationFixture.status, inquiryAttestNeeded: true, inquiryAttestComplete: false },
  };
  const liens = { ...liensFixture, inquiries: [{ creditor: 'Sandbox Mortgage Direct', date: '2026-11-07' }] };

  it('asks whether the inquiry led to new credit, needs an answer, then sends it', async () => {
    serveApplication({ liens, application: attesting });
    renderWithProviders(<LiensPage uuid={APP_UUID} />);
    const question = await screen.findByRole('group', { name: 'Did you recently open new credit?' });
    expect(screen.getByText('Sandbox Mortgage Direct')).toBeVisible();
    expect(screen.getByText(/November 7, 2026/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Confirm and see my offers' })).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('link', { name: 'Tell us whether you opened new credit' })).toBeVisible();
    await user.click(within(question).getByRole('radio', { name: /No, I have not opened new credit/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await vi.waitFor(() => expect(bodiesSentTo(attestLiens)).toEqual([{ newCredit: false }]));
  });

  it('is the confirmation once the attestation is done', async () => {
    serveApplication({
      liens,
      application: {
        ...attesting,
        status: { ...attesting.status, inquiryAttestComplete: true },
      },
    });
    renderWithProviders(<LiensPage uuid={APP_UUID} />);
    expect(await screen.findByRole('button', { name: 'Confirm and see my offers' })).toBeVisible();
  });
});
