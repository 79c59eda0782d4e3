import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  declareAssets,
  estimateValue,
  orderBpo,
  requalify,
  stateBpoCondition,
} from '@lintel/domain/api/endpoints/pre-offer-actions';
import { AssetsPage } from '../../src/features/pre-offer/components/assets-page.tsx';
import { BpoConditionPage } from '../../src/features/pre-offer/components/bpo-condition-page.tsx';
import { BpoOrderPage } from '../../src/features/pre-offer/components/bpo-order-page.tsx';
import { EstimateValuePage } from '../../src/features/pre-offer/components/estimate-value-page.tsx';
import { RequalifyPage } from '../../src/features/pre-offer/components/requalify-page.tsx';
import { handle, refusal } from '../msw/handle.ts';
import { sentRequests } from '../msw/requests.ts';
import { server } from '../msw/server.ts';
import { renderWithProviders } from '../render.tsx';
import { APP_UUID } from '../application/application-fixtures.ts';

vi.mock('@tanstack/react-router', () => ({
  Link: ({ to, children }: { to: string; children: React.ReactNode }) => <a href={to}>{children}</a>,
}));

/** The pre-offer actions (with server.use), each answering `answer`. */
function serveActions(answer: () => Response = () => Response.json({ step: 'WAITING_FOR_UNDERWRITING' })) {
  server.use(
    ...[declareAssets, estimateValue, requalify, stateBpoCondition, orderBpo].map((a) => handle(a, answer)),
  );
}

const lastCall = () => {
  const { url, method, body } = sentRequests().at(-1)!;
  return { url: url.pathname, method, body };
};

const nothingSent = () => expect(sentRequests()).toEqual([]);
const somethingSent = () => expect(sentRequests().length).toBeGreaterThan(0);

const V3 = `/service-application/api/v3/application/heloc/${APP_UUID}`;

describe('product/assets (asset depletion)', () => {
  it('refuses an empty total with a focused error summary, and sends nothing', async () => {
    serveActions();
    renderWithProviders(<AssetsPage uuid={APP_UUID} />);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const summary = screen.getByRole('alert');
    expect(summary).toHaveFocus();
    expect(
      within(summary).getByRole('link', { name: 'Enter the total of your liquid assets' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Total liquid assets')).toHaveAttribute('aria-invalid', 'true');
    nothingSent();
  });

  it('sends the total in whole dollars, commas and $ allowed', async () => {
    serveActions();
    renderWithProviders(<AssetsPage uuid={APP_UUID} />);
    await userEvent.type(screen.getByLabelText('Total liquid assets'), '$250,000');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(somethingSent);
    expect(lastCall()).toEqual({
      url: expect.stringContaining(`${V3}/assets`),
      method: 'PUT',
      body: { amount: 250_000 },
    });
  });

  it("shows the server's message beneath the field", async () => {
    serveActions(() => refusal(400, 'Must be at least $1', 'amount'));
    renderWithProviders(<AssetsPage uuid={APP_UUID} />);
    await userEvent.type(screen.getByLabelText('Total liquid assets'), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link', { name: 'Must be at least $1' })).toBeInTheDocument();
  });
});

describe('bpo/estimate-value', () => {
  it('names the $180 valuation cost and refuses a value under $15,000', async () => {
    serveActions();
    renderWithProviders(<EstimateValuePage uuid={APP_UUID} />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'What do you think your home is worth?' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/costs \$180/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText("Your estimate of your home's value"), '9000');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(within(screen.getByRole('alert')).getByText('Must be at least $15,000')).toBeInTheDocument();
    nothingSent();
  });

  it('sends the estimate', async () => {
    serveActions(() => Response.json({ step: 'LIEN_VERIFICATION' }));
    renderWithProviders(<EstimateValuePage uuid={APP_UUID} />);
    await userEvent.type(screen.getByLabelText("Your estimate of your home's value"), '640000');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(somethingSent);
    expect(lastCall()).toMatchObject({ method: 'PUT', body: { estimatedValue: 640_000 } });
  });
});

describe('product/prequal-winback', () => {
  it('asks for a choice, then sends it', async () => {
    serveActions();
    renderWithProviders(<RequalifyPage uuid={APP_UUID} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Your offer has changed' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      within(screen.getByRole('alert')).getByText(
        'Select whether to see your new offers or withdraw your application',
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText(/Withdraw my application/));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(somethingSent);
    expect(lastCall()).toEqual({
      url: expect.stringContaining(`${V3}/requalify`),
      method: 'POST',
      body: { choice: 'WITHDRAW' },
    });
  });
});

describe('product/prequal-winback: the offer that changed', () => {
  it('names the offer the borrower chose on the soft check', () => {
    serveActions();
    renderWithProviders(<RequalifyPage uuid={APP_UUID} earlier={{ amount: 15_000, rate: 8.85, term: 10 }} />);
    expect(screen.getByText('The offer you chose')).toBeInTheDocument();
    expect(screen.getByText('$15,000.00 over 10 years at 8.850%')).toBeInTheDocument();
  });

  it('says nothing about an earlier offer it does not know', () => {
    serveActions();
    renderWithProviders(<RequalifyPage uuid={APP_UUID} earlier={{ amount: 0, rate: 8.85, term: 10 }} />);
    expect(screen.queryByText('The offer you chose')).not.toBeInTheDocument();
  });
});

describe('bpo/condition and bpo/order-bpo (Texas)', () => {
  it('sends the chosen condition', async () => {
    serveActions(() => Response.json({ step: 'BPO_ORDER' }));
    renderWithProviders(<BpoConditionPage uuid={APP_UUID} />);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      within(screen.getByRole('alert')).getByText('Select the condition of your property'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText(/^Good/));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(somethingSent);
    expect(lastCall()).toMatchObject({ method: 'PUT', body: { propertyCondition: 'GOOD' } });
  });

  it('orders only once the cost is agreed', async () => {
    serveActions(() => Response.json({ step: 'BPO_PROCESSING' }));
    renderWithProviders(<BpoOrderPage uuid={APP_UUID} />);
    await userEvent.click(screen.getByRole('button', { name: 'Order valuation' }));
    expect(
      within(screen.getByRole('alert')).getByText('Confirm that you agree to pay for the property valuation'),
    ).toBeInTheDocument();
    nothingSent();
    await userEvent.click(screen.getByLabelText('I agree to pay $180 for the valuation of my home'));
    await userEvent.click(screen.getByRole('button', { name: 'Order valuation' }));
    await waitFor(somethingSent);
    expect(lastCall()).toEqual({
      url: expect.stringContaining(`${V3}/bpo/order`),
      method: 'POST',
      body: { agreeToCost: true },
    });
  });
});

describe('server refusals and failures', () => {
  it('a move the step no longer allows (409) shows the server message in the focused summary', async () => {
    serveActions(() => refusal(409, 'This action is not available at this step of the application'));
    renderWithProviders(<RequalifyPage uuid={APP_UUID} />);
    await userEvent.click(screen.getByLabelText(/See my new offers/));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('This action is not available at this step of the application');
    await waitFor(() => expect(summary).toHaveFocus());
  });

  it('a failure without a message says something unexpected happened, and the borrower can try again', async () => {
    serveActions(() => new Response('upstream down', { status: 502 }));
    renderWithProviders(<BpoConditionPage uuid={APP_UUID} />);
    await userEvent.click(screen.getByLabelText(/^Good/));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('Something unexpected happened');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(sentRequests().length).toBeGreaterThanOrEqual(2));
  });
});

describe('product/assets: what is not a number', () => {
  it('a total that is not a number is refused like an empty one', async () => {
    serveActions();
    renderWithProviders(<AssetsPage uuid={APP_UUID} />);
    await userEvent.type(screen.getByLabelText('Total liquid assets'), 'lots');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      within(screen.getByRole('alert')).getByText('Enter the total of your liquid assets'),
    ).toBeVisible();
    nothingSent();
  });
});
