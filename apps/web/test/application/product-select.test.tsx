import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { offers as offersRead, serverStepStatus } from '@lintel/domain/api/endpoints/applications';
import { selectOffer } from '@lintel/domain/api/endpoints/pre-offer-actions';
import { formatUsd } from '@lintel/domain/loan-math/format-money';
import { monthlyPayment } from '@lintel/domain/loan-math/payment';
import { ProductConfirmPage } from '../../src/features/application/components/product-confirm-page.tsx';
import { ProductSelectPage } from '../../src/features/application/components/product-select-page.tsx';
import { answer, handle, refusal, type Sent } from '../msw/handle.ts';
import { bodiesSentTo, requestsTo } from '../msw/requests.ts';
import { server } from '../msw/server.ts';
import { renderWithProviders } from '../render.tsx';
import { APP_UUID } from './application-fixtures.ts';
import { offerFixture, offersFixture } from './offer-fixtures.ts';

vi.mock('@tanstack/react-router', () => ({
  Link: ({ to, children, className }: { to: string; children: React.ReactNode; className?: string }) => (
    <a href={to} className={className}>
      {children}
    </a>
  ),
}));

/** The server at offer selection with `offers`; the choice answers `put` (the next step by default). */
function serveOffers(
  offers: Sent<typeof offersRead>['offers'] = offersFixture,
  put: () => Sent<typeof selectOffer> | Response = () => ({ step: 'COLLECT_ADDITIONAL_INFO' }),
) {
  server.use(
    answer(offersRead, { offers }),
    answer(serverStepStatus, { step: 'OFFER_SELECTION' }),
    handle(selectOffer, put),
  );
}

describe('product/select (issue 6)', () => {
  it('shows live figures for the draw from the domain loan math', async () => {
    serveOffers();
    renderWithProviders(<ProductSelectPage uuid={APP_UUID} onContinue={vi.fn()} />);
    const amount = await screen.findByRole('spinbutton', { name: 'How much do you want to draw now?' });
    expect(amount).toHaveAttribute('min', '15000');
    expect(amount).toHaveAttribute('max', '97500');
    await userEvent.clear(amount);
    await userEvent.type(amount, '50000');
    const figures = screen.getByRole('region', { name: 'Your figures' });
    expect(within(figures).getByText('$1,250.00')).toBeInTheDocument(); // 2.5 % fee
    expect(within(figures).getByText('$51,250.00')).toBeInTheDocument(); // draw total
    // 30 years at 8.25 % (autopay discount on 8.5 %), on the draw total.
    const payment = formatUsd(monthlyPayment({ principal: 51250, annualRatePercent: 8.25, years: 30 }));
    expect(within(figures).getByText(payment)).toBeInTheDocument();
    expect(
      within(figures).getByText(/8\.250% after the autopay discount \(8\.500% without it\)/),
    ).toBeInTheDocument();
    // Recording tax interpolated between $150 at $15,000 and $1,000 at $100,000.
    expect(within(figures).getByText(/\$500\.00 for this draw/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: 'I will pay each month myself' }));
    expect(within(figures).getByText('8.500%')).toBeInTheDocument();
  });

  it('compares the terms as offer cards, the chosen one marked in words (issue 16, decision 177)', async () => {
    serveOffers();
    renderWithProviders(<ProductSelectPage uuid={APP_UUID} onContinue={vi.fn()} />);
    const terms = await screen.findByRole('group', { name: 'Term' });
    const cards = within(terms).getAllByRole('radio');
    expect(cards.map((card) => card.getAttribute('value'))).toEqual(['10', '30']);
    // The longest term is chosen first; its card says so, the other does not.
    expect(within(terms).getByRole('radio', { checked: true })).toHaveAccessibleName(/^30 years/);
    expect(within(terms).getAllByText('Your choice')).toHaveLength(1);
    expect(cards[0]).toHaveAccessibleDescription(/9\.500% without autopay/);
    expect(cards[0]).toHaveAccessibleDescription(/Monthly payment/);
  });

  it('refuses a draw above maxDraw on submit with the error summary, and continues with a valid one', async () => {
    serveOffers();
    const onContinue = vi.fn();
    renderWithProviders(<ProductSelectPage uuid={APP_UUID} onContinue={onContinue} />);
    const amount = await screen.findByRole('spinbutton', { name: 'How much do you want to draw now?' });
    await userEvent.clear(amount);
    await userEvent.type(amount, '120000');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const summary = screen.getByRole('alert');
    expect(within(summary).getByRole('link', { name: 'Must be at most $97,500' })).toBeInTheDocument();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(onContinue).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('radio', { name: /10 years/ }));
    await userEvent.clear(amount);
    await userEvent.type(amount, '40000');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onContinue).toHaveBeenCalledWith({ type: 'FIXED', term: 10, amount: 40000, payType: 'AUTOPAY' });
  });
});

describe('product/select shows one set of figures (issue 16, decision 166)', () => {
  it('shows the same rate on the offer cards and in the figures, with the payment mode chosen', async () => {
    serveOffers();
    renderWithProviders(<ProductSelectPage uuid={APP_UUID} onContinue={vi.fn()} />);
    const thirty = await screen.findByRole('radio', { name: /^30 years/ });
    const figures = screen.getByRole('region', { name: 'Your figures' });
    // Autopay (the default): 8.25 % everywhere, never the undiscounted 8.5 % as the term's rate.
    expect(thirty).toHaveAccessibleName(/8\.250% rate with autopay$/);
    expect(thirty).toHaveAccessibleDescription(/^8\.500% without autopay/);
    expect(within(figures).getByText(/^8\.250%/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: 'I will pay each month myself' }));
    expect(thirty).toHaveAccessibleName(/8\.500% rate$/);
    expect(within(figures).getByText('8.500%')).toBeInTheDocument();
    // Only the autopay choice itself still names the discounted rate.
    expect(screen.getByRole('group', { name: 'Term' })).not.toHaveTextContent('8.250%');
    expect(within(figures).queryByText(/8\.250%/)).toBeNull();
  });

  it('starts the draw at the smallest the offer allows, not the largest', async () => {
    serveOffers();
    renderWithProviders(<ProductSelectPage uuid={APP_UUID} onContinue={vi.fn()} />);
    const amount = await screen.findByRole('spinbutton', { name: 'How much do you want to draw now?' });
    expect(amount).toHaveValue(15000);
    expect(screen.getByRole('group', { name: 'Term' })).toHaveAccessibleDescription(
      /^Figures for a draw of \$15,000\./,
    );
  });

  it('refuses cents in the words of the domain, as the field says whole dollars', async () => {
    serveOffers();
    const onContinue = vi.fn();
    renderWithProviders(<ProductSelectPage uuid={APP_UUID} onContinue={onContinue} />);
    const amount = await screen.findByRole('spinbutton', { name: 'How much do you want to draw now?' });
    expect(amount).toHaveAccessibleDescription(/in whole dollars/);
    await userEvent.clear(amount);
    await userEvent.type(amount, '15000.50');
    // No figures for a draw the offer cannot take, here nor in the comparison.
    expect(screen.getByRole('region', { name: 'Your figures' })).toHaveTextContent(
      'Enter a whole-dollar amount between $15,000 and $97,500 to see your figures.',
    );
    expect(screen.getByRole('group', { name: 'Term' })).not.toHaveTextContent('Monthly payment');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const summary = screen.getByRole('alert');
    expect(
      within(summary).getByRole('link', { name: 'Enter a whole number of dollars, without cents' }),
    ).toBeInTheDocument();
    expect(onContinue).not.toHaveBeenCalled();
  });

  it('says there is no recording tax rather than "$0.00 (between $0.00 and $0.00)"', async () => {
    const untaxed = offersFixture.map((offer) => ({ ...offer, minRecordingTax: 0, maxRecordingTax: 0 }));
    serveOffers(untaxed);
    renderWithProviders(<ProductSelectPage uuid={APP_UUID} onContinue={vi.fn()} />);
    const figures = await screen.findByRole('region', { name: 'Your figures' });
    expect(
      within(figures).getByText('None: there is no recording tax where your home is'),
    ).toBeInTheDocument();
    expect(within(figures).queryByText(/\$0\.00/)).toBeNull();
  });

  it('tells a term the draw is outside of its own limits instead of comparing another draw', async () => {
    const offers = [offerFixture(10, 9.5, { maxDraw: 40000 }), offerFixture(30, 8.5)];
    serveOffers(offers);
    renderWithProviders(<ProductSelectPage uuid={APP_UUID} onContinue={vi.fn()} />);
    const amount = await screen.findByRole('spinbutton', { name: 'How much do you want to draw now?' });
    await userEvent.clear(amount);
    await userEvent.type(amount, '50000');
    expect(screen.getByRole('radio', { name: /^10 years/ })).toHaveAccessibleDescription(
      /Draws from \$15,000 to \$40,000 on this term$/,
    );
  });
});

describe('product/select/confirm (issue 6)', () => {
  const choice = { type: 'FIXED', term: 30, amount: 50000, payType: 'AUTOPAY' } as const;

  it('sends the choice to the server', async () => {
    serveOffers();
    renderWithProviders(<ProductConfirmPage uuid={APP_UUID} choice={choice} backHref="/back" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Accept this offer' }));
    await waitFor(() => expect(bodiesSentTo(selectOffer)).toEqual([choice]));
    expect(requestsTo(selectOffer)[0]?.url.pathname).toBe(
      `/service-application/api/v3/application/heloc/${APP_UUID}/offer`,
    );
  });

  it("shows the server's message when it refuses", async () => {
    serveOffers(offersFixture, () => refusal(400, 'This offer is not available', 'term'));
    renderWithProviders(<ProductConfirmPage uuid={APP_UUID} choice={choice} backHref="/back" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Accept this offer' }));
    expect(await screen.findByText('This offer is not available')).toBeInTheDocument();
  });
});
