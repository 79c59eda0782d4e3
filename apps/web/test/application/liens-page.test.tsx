import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LiensPage } from '../../src/features/application/components/liens-page.tsx';
import { renderWithProviders } from '../render.tsx';
import { APP_UUID, liensFixture, stubServer } from './application-fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

describe('page liens (issue 16, decision 173)', () => {
  it('lists the liens the title search and the credit report found, and asks to confirm them', async () => {
    stubServer({
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
    expect(screen.getByRole('heading', { level: 2, name: 'Is a loan wrong, missing or paid off?' })).toBeVisible();
    // Issue 16: never "the ones you told us about" when the borrower was never asked.
    expect(screen.queryByText(/the ones you told us about/)).not.toBeInTheDocument();
  });

  it('says so when nothing was found', async () => {
    stubServer({ liens: { liens: [], titleSearch: 'COMPLETE' } });
    renderWithProviders(<LiensPage uuid={APP_UUID} />);
    expect(await screen.findByText('We found no loans or liens secured on your home.')).toBeVisible();
  });
});
