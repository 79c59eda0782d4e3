import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { creditStop, giveCreditFreezePin, retryCredit } from '@lintel/domain/api/endpoints/credit-actions';
import { CreditErrorPage } from '../../src/features/credit-review/components/credit-error-page.tsx';
import { IncorrectPinPage } from '../../src/features/credit-review/components/incorrect-pin-page.tsx';
import { APP_UUID } from '../application/application-fixtures.ts';
import { answer, handle } from '../msw/handle.ts';
import { sentRequests } from '../msw/requests.ts';
import { server } from '../msw/server.ts';
import { renderWithProviders } from '../render.tsx';

const bureau = { name: 'Sandbox Credit Bureau', phone: '(800) 555-0142' };

/** The bureau's stop for `reason` (with server.use); the page's actions answer `action`. */
function serveStop(reason: string, action: { status?: number; body?: unknown } = {}) {
  const acted = () =>
    Response.json(action.body ?? { step: 'WAITING_FOR_CREDIT' }, { status: action.status ?? 200 });
  server.use(
    answer(creditStop, { reason, bureau } as never),
    handle(retryCredit, acted),
    handle(giveCreditFreezePin, acted),
  );
}

/** The page's own calls: all but the read of the stop. */
const actionCalls = () => sentRequests().filter(({ url }) => !url.pathname.endsWith('/credit/stop'));

describe('credit/error (issue 6)', () => {
  it('a freeze: says which bureau and how to lift it, and "Try again" pulls again', async () => {
    serveStop('FROZEN');
    renderWithProviders(<CreditErrorPage uuid={APP_UUID} />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your credit file is frozen' }),
    ).toBeVisible();
    expect(screen.getByText(/Contact Sandbox Credit Bureau at \(800\) 555-0142/)).toBeVisible();
    expect(screen.getByText('Ask for a temporary lift of the freeze. A few days is enough.')).toBeVisible();
    expect(screen.queryByLabelText('Credit freeze PIN')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(actionCalls()).toHaveLength(1));
    const [call] = actionCalls();
    expect(call?.url.pathname).toContain(`/heloc/${APP_UUID}/credit/retry`);
    expect(call?.method).toBe('POST');
  });

  it('a lock: says to unlock the file', async () => {
    serveStop('LOCKED');
    renderWithProviders(<CreditErrorPage uuid={APP_UUID} />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your credit file is locked' }),
    ).toBeVisible();
    expect(screen.getByText(/Unlock your credit file/)).toBeVisible();
  });

  it('a PIN freeze keeps its PIN entry: an empty PIN is refused, a PIN is sent', async () => {
    serveStop('FROZEN_WITH_PIN');
    renderWithProviders(<CreditErrorPage uuid={APP_UUID} />);
    const pin = await screen.findByLabelText('Credit freeze PIN');
    expect(pin).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Continue with this PIN' }));
    const summary = screen.getByRole('alert');
    expect(within(summary).getByRole('link', { name: 'Enter the PIN of your credit freeze' })).toBeVisible();
    expect(summary).toHaveFocus();
    expect(actionCalls()).toHaveLength(0);

    await userEvent.type(pin, '1234');
    await userEvent.click(screen.getByRole('button', { name: 'Continue with this PIN' }));
    await waitFor(() => expect(actionCalls()).toHaveLength(1));
    const [call] = actionCalls();
    expect(call?.url.pathname).toContain('/credit-freeze-pin');
    expect(call?.body).toEqual({ pin: '1234' });
  });

  it("shows the server's refusal in the error summary", async () => {
    serveStop('FROZEN', {
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
    serveStop('INCORRECT_PIN');
    renderWithProviders(<IncorrectPinPage uuid={APP_UUID} />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'The credit bureau did not accept your PIN' }),
    ).toBeVisible();
    expect(await screen.findByText(/Call Sandbox Credit Bureau at \(800\) 555-0142/)).toBeVisible();
    await userEvent.type(screen.getByLabelText('Enter your credit freeze PIN again'), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Continue with this PIN' }));
    expect(screen.getAllByText('Please enter the PIN of your credit freeze').length).toBeGreaterThan(0);
    expect(actionCalls()).toHaveLength(0);
  });
});
