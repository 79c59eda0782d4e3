import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '../../src/lib/session-token.ts';
import { APP_UUID, applicationFixture } from '../application/application-fixtures.ts';
import { jsonResponse } from '../render.tsx';
import { renderAppAt } from '../render-app.tsx';

const HOME = `/account/heloc/${APP_UUID}`;
configure({ asyncUtilTimeout: 5000 });

interface Server {
  step?: string;
  hasSsn?: boolean;
  /** The answer to the PUT: a step, or a status with errors. */
  put?: { step: string } | { status: number; errors: { message: string; field?: string }[] };
}

/** The server at COLLECT_ADDITIONAL_INFO until the PUT succeeds, then HMDA (page start/hmda). */
function stub({
  step: first = 'COLLECT_ADDITIONAL_INFO',
  hasSsn = false,
  put = { step: 'HMDA' },
}: Server = {}) {
  let step = first;
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url.endsWith('/status')) return jsonResponse({ step });
    if (url.endsWith('/additional-info') && init?.method === 'PUT') {
      if ('errors' in put) return jsonResponse({ errors: put.errors }, { status: put.status });
      step = put.step;
      return jsonResponse(put);
    }
    if (url.endsWith('/additional-info'))
      return jsonResponse({
        addressOwnership: null,
        maritalStatus: null,
        phoneNumber: null,
        hasSsn,
        hardCreditConsent: false,
      });
    if (url.endsWith('/offers')) return jsonResponse({ offers: [] });
    if (url.includes('/service-lead-portal/api/lo/')) return jsonResponse(undefined);
    if (url.includes('/application/heloc/')) return jsonResponse(applicationFixture);
    return jsonResponse({
      uuid: '0b9c7a1e-3f7d-4d5e-9a43-5f2b8c1d2e3f',
      type: 'BORROWER',
      email: 'demo@harbor.test',
      phoneNumbers: ['+13125550188'],
      name: { firstName: 'Dana', lastName: 'Reyes' },
      isBroker: false,
    });
  });
  vi.stubGlobal('fetch', fetch);
  const puts = () =>
    fetch.mock.calls.filter(([url, i]) => String(url).endsWith('/additional-info') && i?.method === 'PUT');
  return { puts };
}

const PROFILE = 'About you and your home';
const CONTACT = 'What is your mobile phone number?';

async function answerProfile({ ssn = true } = {}) {
  await userEvent.click(screen.getByLabelText('In my name only'));
  await userEvent.click(screen.getByLabelText('Married'));
  if (ssn) await userEvent.type(screen.getByLabelText('Social Security number'), '123456789');
  await userEvent.click(screen.getByLabelText('I authorize the full credit check described above.'));
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
}

beforeEach(() => localStorage.setItem(TOKEN_STORAGE_KEY, 'tok'));
afterEach(() => vi.unstubAllGlobals());

// Whole journeys through the router with typing: longer than a unit test's default on a busy 2-core machine.
describe('start/profile and start/contact (COLLECT_ADDITIONAL_INFO)', { timeout: 30_000 }, () => {
  it('routes the step to start/contact, which starts at start/profile, then sends both pages in one call', async () => {
    const server = stub();
    const router = renderAppAt(HOME);
    // The first test of the file loads the lazy pages cold, which takes longer on a loaded machine.
    expect(
      await screen.findByRole('heading', { level: 1, name: PROFILE }, { timeout: 15_000 }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe(`${HOME}/start/profile`);
    expect(screen.getByRole('group', { name: /How do you own .*Sample Street/ })).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const summary = screen.getByRole('alert');
    expect(summary).toHaveFocus();
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Please select how you own the property',
      'Please select your marital status',
      'Enter your Social Security number',
      'Required',
    ]);
    expect(document.title).toMatch(/^Error: About you and your home/);

    await answerProfile();
    expect(await screen.findByRole('heading', { level: 1, name: CONTACT })).toBeVisible();
    expect(router.state.location.pathname).toBe(`${HOME}/start/contact`);
    // The number given at registration is offered, formatted.
    const phone = screen.getByRole('textbox', { name: CONTACT });
    expect(phone).toHaveValue('(312) 555-0188');
    await userEvent.clear(phone);
    await userEvent.type(phone, '555');
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(
      within(screen.getByRole('alert')).getByRole('link', { name: 'Please enter a valid phone number' }),
    ).toBeVisible();
    expect(server.puts()).toHaveLength(0);

    await userEvent.clear(phone);
    await userEvent.type(phone, '3125550199');
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(server.puts()).toHaveLength(1));
    expect(JSON.parse(String(server.puts()[0]![1]?.body))).toEqual({
      addressOwnership: 'SOLE_OWNER',
      maritalStatus: 'MARRIED',
      ssn: '123-45-6789',
      hardCreditConsent: true,
      phoneNumber: '(312) 555-0199',
    });
    // HMDA is next: its page, start/hmda (decision 180).
    expect(await screen.findByRole('heading', { level: 1, name: 'Demographic information' })).toBeVisible();
    expect(router.state.location.pathname).toBe(`${HOME}/start/hmda`);
  });

  it('does not ask for an SSN already held, and Back keeps the answers', async () => {
    const server = stub({ hasSsn: true });
    renderAppAt(`${HOME}/start/profile`);
    await screen.findByRole('heading', { level: 1, name: PROFILE });
    expect(screen.queryByLabelText('Social Security number')).toBeNull();
    await answerProfile({ ssn: false });
    await screen.findByRole('heading', { level: 1, name: CONTACT });
    await userEvent.click(screen.getByRole('link', { name: 'Back' }));
    await screen.findByRole('heading', { level: 1, name: PROFILE });
    expect(screen.getByLabelText('In my name only')).toBeChecked();
    expect(screen.getByLabelText('I authorize the full credit check described above.')).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(server.puts()).toHaveLength(1));
    expect(JSON.parse(String(server.puts()[0]![1]?.body))).not.toHaveProperty('ssn');
  });

  it('shows the server refusing an answer in the summary and stays', async () => {
    stub({
      put: { status: 400, errors: [{ message: 'Please enter a valid phone number', field: 'phoneNumber' }] },
    });
    const router = renderAppAt(`${HOME}/start/contact?pop-webchat=1`);
    // Without start/profile's answers in memory, start/contact sends the borrower there first.
    await screen.findByRole('heading', { level: 1, name: PROFILE });
    expect(router.state.location.href).toBe(`${HOME}/start/profile?pop-webchat=1`);
    await answerProfile();
    await userEvent.click(await screen.findByRole('button', { name: 'Save and continue' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link', { name: 'Please enter a valid phone number' })).toBeVisible();
    expect(router.state.location.pathname).toBe(`${HOME}/start/contact`);
  });

  it('is not reachable at another step', async () => {
    stub({ step: 'LIEN_VERIFICATION' });
    const router = renderAppAt(`${HOME}/start/profile`);
    await waitFor(() => expect(router.state.location.pathname).toBe(`${HOME}/liens`));
  });
});
