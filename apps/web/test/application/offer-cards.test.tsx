import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { formatUsd } from '@lintel/domain/loan-math/format-money';
import { monthlyPayment } from '@lintel/domain/loan-math/payment';
import { OfferCards } from '../../src/features/application/components/offer-cards.tsx';
import type { PayType } from '../../src/features/application/offers/offer-figures.ts';
import { offerFixture } from './offer-fixtures.ts';

const offers = [offerFixture(10, 9.5), offerFixture(20, 9), offerFixture(30, 8.5, { maxDraw: 40000 })];

/** The cards as product/select holds them: the chosen term in state. */
function Cards({ amount, payType = 'AUTOPAY' }: { amount: number | undefined; payType?: PayType }) {
  const [term, setTerm] = useState(30);
  const chosen = offers.find((offer) => offer.term === term) ?? offers[0]!;
  return <OfferCards offers={offers} chosen={chosen} onChoose={setTerm} amount={amount} payType={payType} />;
}

describe('offer cards (issue 16, decision 177)', () => {
  it('are one radio group: one card chosen, marked in words, and arrow keys move the choice', async () => {
    render(<Cards amount={20000} />);
    const group = screen.getByRole('group', { name: 'Term' });
    const [ten, twenty, thirty] = within(group).getAllByRole('radio');
    expect(thirty).toBeChecked();
    expect(within(group).getAllByText('Your choice')).toHaveLength(1);
    expect(thirty?.closest('.offer-card')).toHaveTextContent('Your choice');

    await userEvent.click(screen.getByText('10 years'));
    expect(ten).toBeChecked();
    expect(ten?.closest('.offer-card')).toHaveTextContent('Your choice');
    expect(thirty?.closest('.offer-card')).not.toHaveTextContent('Your choice');

    ten?.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(twenty).toBeChecked();
    expect(twenty).toHaveFocus();
  });

  it("names each card by its term and rate, and describes it with the draw's figures", () => {
    render(<Cards amount={20000} />);
    const twenty = screen.getByRole('radio', { name: /^20 years/ });
    expect(twenty).toHaveAccessibleName(/8\.750% rate with autopay$/);
    // 2.5 % fee on $20,000: the payments repay $20,500 at the autopay rate.
    const payment = formatUsd(monthlyPayment({ principal: 20500, annualRatePercent: 8.75, years: 20 }));
    expect(twenty).toHaveAccessibleDescription(
      new RegExp(`^9\\.000% without autopay Monthly payment ${payment.replace(/[$.]/g, '\\$&')}`),
    );
    const card = twenty.closest('.offer-card') as HTMLElement;
    expect(within(card).getByText('$500.00')).toBeInTheDocument(); // origination fee
    expect(within(card).getByText('Up to $100,000')).toBeInTheDocument(); // line amount
  });

  it('shows the rate without autopay alone when the borrower pays by hand', () => {
    render(<Cards amount={20000} payType="MANUAL" />);
    const twenty = screen.getByRole('radio', { name: /^20 years/ });
    expect(twenty).toHaveAccessibleName(/9\.000% rate$/);
    expect(screen.queryByText(/without autopay/)).toBeNull();
  });

  it('says when a draw is outside a term, and asks for a draw before showing payments', () => {
    const { rerender } = render(<Cards amount={50000} />);
    expect(screen.getByRole('radio', { name: /^30 years/ })).toHaveAccessibleDescription(
      /Draws from \$15,000 to \$40,000 on this term$/,
    );
    rerender(<Cards amount={undefined} />);
    expect(screen.getAllByText('Enter a whole-dollar amount above to see the monthly payment.')).toHaveLength(
      3,
    );
    expect(screen.getByRole('group', { name: 'Term' })).toHaveAccessibleDescription(
      'Each term with its rate. Enter a draw above to compare monthly payments.',
    );
  });

  it('calls back with the term chosen', async () => {
    const onChoose = vi.fn();
    render(
      <OfferCards offers={offers} chosen={offers[2]!} onChoose={onChoose} amount={20000} payType="AUTOPAY" />,
    );
    await userEvent.click(screen.getByRole('radio', { name: /^20 years/ }));
    expect(onChoose).toHaveBeenCalledWith(20);
  });
});
