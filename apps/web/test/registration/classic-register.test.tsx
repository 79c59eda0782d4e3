import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { register } from '@lintel/domain/api/endpoints/registration';
import { bodiesSentTo } from '../msw/requests.ts';
import { serveRegistration } from './registration-server.ts';
import { renderAt } from './render-registration.tsx';

async function fillApplication(state: string, dob: string, button = 'Continue') {
  await userEvent.click(await screen.findByRole('button', { name: /Address not listed/ }));
  await userEvent.type(screen.getByLabelText('Street address'), '1 Main Street');
  await userEvent.type(screen.getByLabelText('City'), 'Birmingham');
  await userEvent.type(screen.getByLabelText('State'), state);
  await userEvent.type(screen.getByLabelText('ZIP code'), '35203');
  await userEvent.click(screen.getByLabelText('Primary residence'));
  await userEvent.click(screen.getByLabelText('No'));
  await userEvent.type(screen.getByLabelText('Annual income'), '80000');
  await userEvent.click(screen.getByLabelText('Retired'));
  await userEvent.type(screen.getByLabelText('First name'), 'Morgan');
  await userEvent.type(screen.getByLabelText('Last name'), 'Reed');
  await userEvent.type(screen.getByLabelText('Date of birth'), dob);
  await userEvent.click(screen.getByRole('button', { name: button }));
}

describe('classic /register (spec 000 §2)', () => {
  const eighteen = `01/01/${new Date().getFullYear() - 18}`;

  it('applies the Alabama age rule with the state typed on the same page', async () => {
    serveRegistration({ flags: { 'fe-heloc-redesign-2025': { enabled: false } } });
    renderAt('/account/heloc/register');
    await fillApplication('AL', eighteen);
    expect(await screen.findByRole('alert', { name: 'There is a problem' })).toHaveTextContent(
      'Must be at least 19 years old',
    );
  });

  it('goes on to account setup when every answer is acceptable', async () => {
    serveRegistration({ flags: { 'fe-heloc-redesign-2025': { enabled: false } } });
    const router = renderAt('/account/heloc/register');
    await fillApplication('TX', eighteen);
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/heloc/register/account-setup'));
    expect(await screen.findByText('Step 2 of 2: Your account')).toBeInTheDocument();
  });

  it('a signed-in visitor authorises the soft credit check on the same page before it submits', async () => {
    serveRegistration({ flags: { 'fe-heloc-redesign-2025': { enabled: false } } });
    localStorage.setItem('jwt', 'existing');
    renderAt('/account/heloc/register');
    await fillApplication('TX', eighteen, 'Submit');
    expect(await screen.findByRole('alert', { name: 'There is a problem' })).toHaveTextContent('Required');
    await userEvent.click(screen.getByLabelText('I authorize the soft credit check described above.'));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const [body] = await waitFor(() => {
      const bodies = bodiesSentTo(register);
      if (bodies.length === 0) throw new Error('not submitted yet');
      return bodies;
    });
    expect(body).toMatchObject({
      softCreditConsent: true,
      consentVersions: { SOFT_CREDIT: '2026-11-01' },
    });
  });
});
