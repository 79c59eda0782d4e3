import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { register } from '@lintel/domain/api/endpoints/registration';
import { DRAFT_STORAGE_KEY } from '../../src/features/registration/draft/draft-store.ts';
import { organisationFixture } from '../fixtures/organisation.ts';
import { refusal } from '../msw/handle.ts';
import { bodiesSentTo, requestsTo } from '../msw/requests.ts';
import { serveRegistration } from './registration-server.ts';
import {
  V2,
  answeredThroughBirthdate,
  licensedOnlyIn,
  renderAt,
  storeDraft,
} from './render-registration.tsx';

const summary = () => screen.findByRole('alert', { name: 'There is a problem' });

describe('register-v2 screens (spec 000 §2, §5)', () => {
  it('property address: submitting nothing lists each problem in a focused summary', async () => {
    serveRegistration();
    renderAt(V2);
    await screen.findByRole('heading', { name: 'Apply in 5 minutes, receive funding in 5 days' });
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const box = await summary();
    expect(box).toHaveFocus();
    expect(box).toHaveTextContent('Street address is required');
    expect(box).toHaveTextContent('Please select an occupancy type');
    await waitFor(() => expect(document.title).toMatch(/^Error: /));
  });

  it('a property where the lender is not licensed is told so at the address step, and goes no further', async () => {
    serveRegistration();
    const router = renderAt(V2, licensedOnlyIn(['TX']));
    await userEvent.type(await screen.findByRole('combobox'), '9110 Chestnut');
    await userEvent.click(await screen.findByRole('option', { name: /9110 Chestnut Street/ }));
    const note = await screen.findByText(
      "We're not licensed to lend in Alabama yet, so we can't take an application for this property.",
    );
    expect(note.closest('[role="alert"]')).toHaveTextContent('HELOC is offered in 1 state.');
    const list = screen.getByRole('link', { name: 'See the states we lend in' });
    expect(list).toHaveAttribute('target', '_blank');
    expect(list).toHaveAccessibleDescription('Opens in a new tab');
    await userEvent.click(screen.getByLabelText('Primary residence'));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await summary()).toHaveTextContent("We're not licensed to lend in Alabama yet");
    expect(router.state.location.pathname).toBe(V2);
  });

  it('a secondary home goes to home-address, a primary residence straight to for-sale', async () => {
    serveRegistration();
    const router = renderAt(V2);
    await userEvent.type(await screen.findByRole('combobox'), '1297 Ridge');
    await userEvent.click(await screen.findByRole('option', { name: /1297 Ridge Road/ }));
    await userEvent.click(screen.getByLabelText('Secondary home'));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${V2}/home-address`));
    await userEvent.click(await screen.findByRole('link', { name: 'Back' }));
    await userEvent.click(await screen.findByLabelText('Primary residence'));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${V2}/for-sale`));
    const draft = JSON.parse(localStorage.getItem(DRAFT_STORAGE_KEY) ?? '{}') as { answers: object };
    expect(draft.answers).not.toHaveProperty('homeAddress');
  });

  it('a screen past the first unanswered one sends the visitor back to it', async () => {
    serveRegistration();
    storeDraft({ propertyAddress: answeredThroughBirthdate().propertyAddress });
    const router = renderAt(`${V2}/birthdate`);
    await waitFor(() => expect(router.state.location.pathname).toBe(`${V2}/for-sale`));
  });

  it('for-sale uses the 6-month wording for brands that have it', async () => {
    serveRegistration();
    storeDraft({ propertyAddress: answeredThroughBirthdate().propertyAddress });
    renderAt(`${V2}/for-sale`);
    expect(
      await screen.findByRole('heading', {
        name: 'Is this property currently for sale or will it be listed for sale within the next 6 months?',
      }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await summary()).toHaveTextContent('Required');
  });

  it('annual income: low income needs confirming, unemployed is refused', async () => {
    serveRegistration();
    const { propertyAddress } = answeredThroughBirthdate();
    storeDraft({ propertyAddress, isListedForSale: false });
    const router = renderAt(`${V2}/annual-income`);
    await userEvent.type(await screen.findByLabelText('Annual income'), '9000');
    await userEvent.click(screen.getByLabelText('Unemployed'));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const box = await summary();
    expect(box).toHaveTextContent("We apologize. At this time, we don't lend to unemployed borrowers.");
    expect(box).toHaveTextContent('Confirm that you have entered annual pre-tax income');
    await userEvent.click(screen.getByLabelText('Retired'));
    await userEvent.click(
      screen.getByRole('button', { name: 'Confirm that you have entered annual pre-tax income' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe(`${V2}/legal-name`));
  });

  it('birthdate: an Alabama property needs the applicant to be 19', async () => {
    serveRegistration();
    const answers = answeredThroughBirthdate('AL');
    delete answers.dob;
    storeDraft(answers);
    renderAt(`${V2}/birthdate`);
    const today = new Date();
    const typed = `01/01/${today.getFullYear() - 18}`;
    await userEvent.type(await screen.findByLabelText('What is your date of birth?'), typed);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await summary()).toHaveTextContent('Must be at least 19 years old');
  });

  it('set password: a New York property under the flag asks for the FCRA consent; the payload is complete', async () => {
    serveRegistration({ flags: { 'fe-heloc-ny-fcra': { enabled: true } } });
    storeDraft({
      ...answeredThroughBirthdate('NY'),
      email: 'new@example.test',
      phoneNumber: '(415) 555-0123',
      phoneCountry: 'US',
    });
    const router = renderAt(`${V2}/set-password`);
    const fcra = await screen.findByLabelText(/NY FCRA/);
    await userEvent.type(screen.getByLabelText('Password'), 'Lintel-Test-2026!');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'Lintel-Test-2026!');
    await userEvent.click(screen.getByLabelText(/I agree to the/));
    await userEvent.click(screen.getByLabelText(/I agree to receive communications/));
    await userEvent.click(screen.getByLabelText('I authorize the soft credit check described above.'));
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await summary()).toHaveTextContent('Required');
    await userEvent.click(fcra);
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toMatch(
        /^\/account\/heloc\/3f2b8c1d-0b9c-4d5e-9a43-7a1e5f2b8c1d\//,
      ),
    );
    expect(bodiesSentTo(register)[0]).toMatchObject({
      email: 'new@example.test',
      nyFcraConsent: true,
      softCreditConsent: true,
      consentVersions: { TERMS_PRIVACY: expect.any(String), NY_FCRA: expect.any(String) },
    });
    expect(localStorage.getItem('jwt')).toBe('new-token');
    expect(localStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
  });

  it('set password: every broken password rule is listed, joined with commas and ending with a period', async () => {
    serveRegistration();
    storeDraft({ ...answeredThroughBirthdate(), email: 'new@example.test', phoneNumber: '4155550123' });
    renderAt(`${V2}/set-password`);
    await userEvent.type(await screen.findByLabelText('Password'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    const joined =
      'Must be at least 12 characters long, Must contain at least one uppercase letter, ' +
      'Must contain at least one number, Must contain at least one special character, ' +
      'Password is not strong enough.';
    expect(await summary()).toHaveTextContent(joined);
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(expect.stringContaining(joined));
  });

  it('a registered email gets the message and a link to log in', async () => {
    serveRegistration({
      register: () =>
        refusal(409, 'An account with this email already exists. Please log in instead.', 'email'),
    });
    storeDraft({ ...answeredThroughBirthdate(), email: 'taken@example.test', phoneNumber: '4155550123' });
    renderAt(`${V2}/set-password`);
    await userEvent.type(await screen.findByLabelText('Password'), 'Lintel-Test-2026!');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'Lintel-Test-2026!');
    await userEvent.click(screen.getByLabelText(/I agree to the/));
    await userEvent.click(screen.getByLabelText(/I agree to receive communications/));
    await userEvent.click(screen.getByLabelText('I authorize the soft credit check described above.'));
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await summary()).toHaveTextContent('An account with this email already exists');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/auth/login');
  });

  it('a signed-in visitor skips contact and password: birthdate submits', async () => {
    serveRegistration();
    localStorage.setItem('jwt', 'existing');
    const answers = answeredThroughBirthdate();
    storeDraft(answers);
    const router = renderAt(`${V2}/phone-and-email`);
    await waitFor(() => expect(router.state.location.pathname).toBe(`${V2}/birthdate`));
    expect(await screen.findByRole('button', { name: 'Submit' })).toBeInTheDocument();
    expect(screen.getByText('Step 5 of 5')).toBeInTheDocument();
  });

  it('a signed-in visitor authorises the soft credit check on birthdate, and the payload carries it', async () => {
    serveRegistration();
    localStorage.setItem('jwt', 'existing');
    storeDraft(answeredThroughBirthdate());
    renderAt(`${V2}/birthdate`);
    expect(await screen.findByRole('heading', { name: 'Soft credit check' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await summary()).toHaveTextContent('Required');
    expect(requestsTo(register)).toEqual([]);
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
    expect(body).not.toHaveProperty('password');
    expect(body).not.toHaveProperty('email');
  });

  it('a visitor without a session is not asked the soft credit check on birthdate', async () => {
    serveRegistration();
    storeDraft(answeredThroughBirthdate());
    renderAt(`${V2}/birthdate`);
    expect(await screen.findByRole('button', { name: 'Continue' })).toBeInTheDocument();
    expect(screen.queryByLabelText('I authorize the soft credit check described above.')).toBeNull();
  });
});

describe('register gates (spec 000 §2)', () => {
  it('with the redesign flag off, register-v2 goes to the classic /register', async () => {
    serveRegistration({ flags: { 'fe-heloc-redesign-2025': { enabled: false } } });
    const router = renderAt(V2);
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/heloc/register'));
    expect(await screen.findByText('Step 1 of 2: Your application')).toBeInTheDocument();
  });

  it('the maintenance flag shows its page on the routes it lists, with the defaults', async () => {
    serveRegistration({
      flags: { 'fe-heloc-maintenance': { enabled: true, variables: { routes: ['/register-v2'] } } },
    });
    renderAt(`${V2}`);
    expect(await screen.findByRole('heading', { name: 'Scheduled Maintenance' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Go to dashboard' })).toBeNull();
  });

  it('a wholesale lender is not accepting applications', async () => {
    serveRegistration();
    const wholesale = {
      ...organisationFixture,
      orgMetaData: {
        ...organisationFixture.orgMetaData,
        heloc: { ...organisationFixture.orgMetaData.heloc, isWholesale: true },
      },
    };
    renderAt(V2, wholesale);
    expect(
      await screen.findByRole('heading', { name: /is not accepting applications here/ }),
    ).toBeInTheDocument();
    // Issue 16: US English ("Call us on" before).
    expect(screen.getByText(/Call us at/)).toHaveTextContent('Questions? Call us at (800) 555-0142.');
  });
});
