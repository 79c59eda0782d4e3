import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CreditErrorPage } from '../../src/features/credit-review/components/credit-error-page.tsx';
import { IncorrectPinPage } from '../../src/features/credit-review/components/incorrect-pin-page.tsx';
import { APP_UUID } from '../application/application-fixtures.ts';
import { jsonResponse, renderWithProviders } from '../render.tsx';

afterEach(() => vi.unstubAllGlobals());

const bureau = { name: 'Sandbox Credit Bureau', phone: '(800) 555-0142' };

function stub(reason: string, action: { status?: number; body?: unknown } = {}) {
  const fetch = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    if (String(input).endsWith('/credit/stop')) return jsonResponse({ reason, bureau });
    return jsonResponse(action.body ?? { step: 'WAITING_FOR_CREDIT' }, { status: action.status ?? 200 });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const actionCalls = (fetch: ReturnType<typeof stub>) =>
  fetch.mock.calls.filter(([url]) => !String(url).endsWith('/credit/stop'));

describe('credit/error (issue 6)', () => {
  it('a freeze: says which bureau and how to lift it, and "Try again" pulls again', async () => {
    const fetch = stub('FROZEN');
    renderWithProviders(<CreditErrorPage uuid={APP_UUID} />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your credit file is frozen' }),
    ).toBeVisible();
    expect(screen.getByText(/Contact Sandbox Credit Bureau at \(800\) 555-0142/)).toBeVisible();
    expect(screen.getByText('Ask for a temporary lift of the freeze. A few days is enough.')).toBeVisible();
    expect(screen.queryByLabelText('Credit freeze PIN')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(actionCalls(fetch)).toHaveLength(1));
    const [url, init] = actionCalls(fetch)[0]!;
    expect(String(url)).toContain(`/heloc/${APP_UUID}/credit/retry`);
    expect(init?.method).toBe('POST');
  });

  it('a lock: says to unlock the file', async () => {
    stub('LOCKED');
    renderWithProviders(<CreditErrorPage uuid={APP_UUID} />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your credit file is locked' }),
    ).toBeVisible();
    expect(screen.getByText(/Unlock your credit file/)).toBeVisible();
  });

  it('a PIN freeze keeps its PIN entry: an empty PIN is refused, a PIN is sent', async () => {
    const fetch = stub('FROZEN_WITH_PIN');
    renderWithProviders(<CreditErrorPage uuid={APP_UUID} />);
    const pin = await screen.findByLabelText('Credit freeze PIN');
    expect(pin).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Continue with this PIN' }));
    const summary = screen.getByRole('alert');
    expect(within(summary).getByRole('link', { name: 'Enter the PIN of your credit freeze' })).toBeVisible();
    expect(summary).toHaveFocus();
    expect(actionCalls(fetch)).toHaveLength(0);

    await userEvent.type(pin, '1234');
    await userEvent.click(screen.getByRole('button', { name: 'Continue with this PIN' }));
    await waitFor(() => expect(actionCalls(fetch)).toHaveLength(1));
    const [url, init] = actionCalls(fetch)[0]!;
    expect(String(url)).toContain('/credit-freeze-pin');
    expect(JSON.parse(String(init?.body))).toEqual({ pin: '1234' });
  });

  it("shows the server's refusal in the error summary", async () => {
    stub('FROZEN', {
      status: 409,
      body: { errors: [{ message: 'This action is not available at this step of the application' }] },
    });
    renderWithProviders(<CreditErrorPage uuid={APP_UUID} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByText('This action is not available at this step of the application'),
    ).toBeVisible();
  });
});

describe('review-app/incorrect-pin (issue 6)', () => {
  it('says the PIN was refused and takes it again', async () => {
    const fetch = stub('INCORRECT_PIN');
    renderWithProviders(<IncorrectPinPage uuid={APP_UUID} />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'The credit bureau did not accept your PIN' }),
    ).toBeVisible();
    expect(await screen.findByText(/Call Sandbox Credit Bureau at \(800\) 555-0142/)).toBeVisible();
    await userEvent.type(screen.getByLabelText('Enter your credit freeze PIN again'), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Continue with this PIN' }));
    expect(screen.getAllByText('Please enter the PIN of your credit freeze').length).toBeGreaterThan(0);
    expect(actionCalls(fetch)).toHaveLength(0);
  });
});
