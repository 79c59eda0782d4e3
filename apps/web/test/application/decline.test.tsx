import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adverseAction } from '@lintel/domain/api/endpoints/applications';
import { DeclinePage } from '../../src/features/application/components/decline-page.tsx';
import { answer, refuse, type Sent } from '../msw/handle.ts';
import { server } from '../msw/server.ts';
import { renderWithProviders } from '../render.tsx';
import { APP_UUID } from './application-fixtures.ts';

const notice: Sent<typeof adverseAction> = {
  reasons: [
    { code: 'DEBT_TO_INCOME', text: 'Debt-to-income ratio too high' },
    { code: 'CREDIT_SCORE', text: 'Credit score below our minimum' },
  ],
  creditScore: {
    score: 598,
    model: 'FICO Score 8',
    range: { min: 300, max: 850 },
    source: { bureau: 'Experian', pull: 'SOFT', reportId: 'EXP-123', pulledAt: '2026-11-20T10:00:00Z' },
    keyFactors: ['Proportion of balances to credit limits is too high'],
  },
};

describe('error/decline: the adverse-action notice (issue 6)', () => {
  it('gives the principal reasons, the score used with its source, and the borrower’s rights', async () => {
    server.use(answer(adverseAction, notice));
    renderWithProviders(<DeclinePage uuid={APP_UUID} />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'We cannot offer you a line of credit' }),
    ).toBeInTheDocument();
    const reasons = await screen.findByRole('region', { name: 'Principal reasons for our decision' });
    expect(
      within(reasons)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Debt-to-income ratio too high', 'Credit score below our minimum']);
    const score = screen.getByRole('region', { name: 'The credit score we used' });
    expect(within(score).getByText('598 (FICO Score 8, on a scale of 300 to 850)')).toBeInTheDocument();
    expect(
      within(score).getByText(/Experian, soft credit check of November 20, 2026 \(report EXP-123\)/),
    ).toBeInTheDocument();
    expect(
      within(score).getByText('Proportion of balances to credit limits is too high'),
    ).toBeInTheDocument();
    const rights = screen.getByRole('region', { name: 'Your rights' });
    expect(within(rights).getByText(/Equal Credit Opportunity Act/)).toBeInTheDocument();
    expect(within(rights).getByText(/consumer reporting agency \(Experian\)/)).toBeInTheDocument();
    expect(within(rights).getByText(/free copy of your report/)).toBeInTheDocument();
  });

  it('still gives the rights and a way to hear the reasons when they cannot be loaded', async () => {
    server.use(refuse(adverseAction, 404, 'Not found'));
    renderWithProviders(<DeclinePage uuid={APP_UUID} />);
    expect(
      await screen.findByText(/We could not show the reasons for our decision just now/),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Your rights' })).toBeInTheDocument();
  });
});
