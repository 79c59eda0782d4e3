import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AssetsPage } from '../../src/features/pre-offer/components/assets-page.tsx';
import { BpoConditionPage } from '../../src/features/pre-offer/components/bpo-condition-page.tsx';
import { BpoOrderPage } from '../../src/features/pre-offer/components/bpo-order-page.tsx';
import { EstimateValuePage } from '../../src/features/pre-offer/components/estimate-value-page.tsx';
import { RequalifyPage } from '../../src/features/pre-offer/components/requalify-page.tsx';
import { jsonResponse, renderWithProviders } from '../render.tsx';
import { APP_UUID } from '../application/application-fixtures.ts';

vi.mock('@tanstack/react-router', () => ({
  Link: ({ to, children }: { to: string; children: React.ReactNode }) => <a href={to}>{children}</a>,
}));

afterEach(() => vi.unstubAllGlobals());

function stub(answer: () => Response = () => jsonResponse({ step: 'WAITING_FOR_UNDERWRITING' })) {
  const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => answer());
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const lastCall = (fetch: ReturnType<typeof stub>) => {
  const [url, init] = fetch.mock.calls.at(-1)!;
  return { url: String(url), method: init?.method, body: JSON.parse(String(init?.body)) as unknown };
};

const V3 = `/service-application/api/v3/application/heloc/${APP_UUID}`;

describe('product/assets (asset depletion)', () => {
  it('refuses an empty total with a focused error summary, and sends nothing', async () => {
    const fetch = stub();
    renderWithProviders(<AssetsPage uuid={APP_UUID} />);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const summary = screen.getByRole('alert');
    expect(summary).toHaveFocus();
    expect(
      within(summary).getByRole('link', { name: 'Enter the total of your liquid assets' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Total liquid assets')).toHaveAttribute('aria-invalid', 'true');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the total in whole dollars, commas and $ allowed', async () => {
    const fetch = stub();
    renderWithProviders(<AssetsPage uuid={APP_UUID} />);
    await userEvent.type(screen.getByLabelText('Total liquid assets'), '$250,000');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(lastCall(fetch)).toEqual({
      url: expect.stringContaining(`${V3}/assets`),
      method: 'PUT',
      body: { amount: 250_000 },
    });
  });

  it("shows the server's message beneath the field", async () => {
    stub(() =>
      jsonResponse({ errors: [{ message: 'Must be at least $1', field: 'amount' }] }, { status: 400 }),
    );
    renderWithProviders(<AssetsPage uuid={APP_UUID} />);
    await userEvent.type(screen.getByLabelText('Total liquid assets'), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link', { name: 'Must be at least $1' })).toBeInTheDocument();
  });
});

describe('bpo/estimate-value', () => {
  it('names the $180 valuation cost and refuses a value under $15,000', async () => {
    const fetch = stub();
    renderWithProviders(<EstimateValuePage uuid={APP_UUID} />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'What do you think your home is worth?' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/costs \$180/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText("Your estimate of your home's value"), '9000');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(within(screen.getByRole('alert')).getByText('Must be at least $15,000')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the estimate', async () => {
    const fetch = stub(() => jsonResponse({ step: 'LIEN_VERIFICATION' }));
    renderWithProviders(<EstimateValuePage uuid={APP_UUID} />);
    await userEvent.type(screen.getByLabelText("Your estimate of your home's value"), '640000');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(lastCall(fetch)).toMatchObject({ method: 'PUT', body: { estimatedValue: 640_000 } });
  });
});

describe('product/prequal-winback', () => {
  it('asks for a choice, then sends it', async () => {
    const fetch = stub();
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
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(lastCall(fetch)).toEqual({
      url: expect.stringContaining(`${V3}/requalify`),
      method: 'POST',
      body: { choice: 'WITHDRAW' },
    });
  });
});

describe('product/prequal-winback: the offer that changed', () => {
  it('names the offer the borrower chose on the soft check', () => {
    stub();
    renderWithProviders(<RequalifyPage uuid={APP_UUID} earlier={{ amount: 15_000, rate: 8.85, term: 10 }} />);
    expect(screen.getByText('The offer you chose')).toBeInTheDocument();
    expect(screen.getByText('$15,000.00 over 10 years at 8.850%')).toBeInTheDocument();
  });

  it('says nothing about an earlier offer it does not know', () => {
    stub();
    renderWithProviders(<RequalifyPage uuid={APP_UUID} earlier={{ amount: 0, rate: 8.85, term: 10 }} />);
    expect(screen.queryByText('The offer you chose')).not.toBeInTheDocument();
  });
});

describe('bpo/condition and bpo/order-bpo (Texas)', () => {
  it('sends the chosen condition', async () => {
    const fetch = stub(() => jsonResponse({ step: 'BPO_ORDER' }));
    renderWithProviders(<BpoConditionPage uuid={APP_UUID} />);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      within(screen.getByRole('alert')).getByText('Select the condition of your property'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText(/^Good/));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(lastCall(fetch)).toMatchObject({ method: 'PUT', body: { propertyCondition: 'GOOD' } });
  });

  it('orders only once the cost is agreed', async () => {
    const fetch = stub(() => jsonResponse({ step: 'BPO_PROCESSING' }));
    renderWithProviders(<BpoOrderPage uuid={APP_UUID} />);
    await userEvent.click(screen.getByRole('button', { name: 'Order valuation' }));
    expect(
      within(screen.getByRole('alert')).getByText('Confirm that you agree to pay for the property valuation'),
    ).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
    await userEvent.click(screen.getByLabelText('I agree to pay $180 for the valuation of my home'));
    await userEvent.click(screen.getByRole('button', { name: 'Order valuation' }));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(lastCall(fetch)).toEqual({
      url: expect.stringContaining(`${V3}/bpo/order`),
      method: 'POST',
      body: { agreeToCost: true },
    });
  });
});

describe('server refusals and failures', () => {
  it('a move the step no longer allows (409) shows the server message in the focused summary', async () => {
    stub(() =>
      jsonResponse(
        { errors: [{ message: 'This action is not available at this step of the application' }] },
        { status: 409 },
      ),
    );
    renderWithProviders(<RequalifyPage uuid={APP_UUID} />);
    await userEvent.click(screen.getByLabelText(/See my new offers/));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('This action is not available at this step of the application');
    await waitFor(() => expect(summary).toHaveFocus());
  });

  it('a failure without a message says something unexpected happened, and the borrower can try again', async () => {
    const fetch = stub(() => new Response('upstream down', { status: 502 }));
    renderWithProviders(<BpoConditionPage uuid={APP_UUID} />);
    await userEvent.click(screen.getByLabelText(/^Good/));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('Something unexpected happened');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(fetch.mock.calls.length).toBeGreaterThanOrEqual(2));
  });
});

describe('product/assets: what is not a number', () => {
  it('a total that is not a number is refused like an empty one', async () => {
    const fetch = stub();
    renderWithProviders(<AssetsPage uuid={APP_UUID} />);
    await userEvent.type(screen.getByLabelText('Total liquid assets'), 'lots');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      within(screen.getByRole('alert')).getByText('Enter the total of your liquid assets'),
    ).toBeVisible();
    expect(fetch).not.toHaveBeenCalled();
  });
});
