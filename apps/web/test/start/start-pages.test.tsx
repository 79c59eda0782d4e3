import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { additionalInfo, giveAdditionalInfo } from '@lintel/domain/api/endpoints/additional-info-actions';
import {
  application as applicationRead,
  offers,
  serverStepStatus,
} from '@lintel/domain/api/endpoints/applications';
import { identityV1 } from '@lintel/domain/api/endpoints/identity';
import type { ServerStep } from '@lintel/domain/server-steps/server-step';
import { TOKEN_STORAGE_KEY } from '../../src/lib/session-token.ts';
import { APP_UUID, applicationFixture, besidesThePage } from '../application/application-fixtures.ts';
import { identityFixture } from '../fixtures/identity.ts';
import { answer, handle, refusal } from '../msw/handle.ts';
import { requestsTo } from '../msw/requests.ts';
import { server } from '../msw/server.ts';
import { renderAppAt } from '../render-app.tsx';

const HOME = `/account/heloc/${APP_UUID}`;
configure({ asyncUtilTimeout: 5000 });

interface Server {
  step?: ServerStep;
  hasSsn?: boolean;
  /** The answer to the PUT: a step, or a status with errors. */
  put?: { step: ServerStep } | { status: number; errors: { message: string; field?: string }[] };
}

/** The server at COLLECT_ADDITIONAL_INFO until the PUT succeeds, then HMDA (page start/hmda); with server.use. */
function serveStart({
  step: first = 'COLLECT_ADDITIONAL_INFO',
  hasSsn = false,
  put = { step: 'HMDA' },
}: Server = {}) {
  let step = first;
  server.use(
    handle(serverStepStatus, () => ({ step })),
    handle(giveAdditionalInfo, () => {
      if ('errors' in put) return refusal(put.status, put.errors[0]?.message, put.errors[0]?.field);
      step = put.step;
      return put;
    }),
    answer(additionalInfo, {
      addressOwnership: null,
      maritalStatus: null,
      phoneNumber: null,
      hasSsn,
      hardCreditConsent: false,
    }),
    answer(offers, { offers: [] }),
    answer(applicationRead, applicationFixture),
    // A borrower with a phone number on the account: start/contact offers it.
    answer(identityV1, { ...identityFixture, phoneNumbers: ['+13125550188'] }),
    ...besidesThePage(),
  );
  return { puts: () => requestsTo(giveAdditionalInfo) };
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

// Whole journeys through the router with typing: longer than a unit test's default on a busy 2-core machine.
describe('start/profile and start/contact (COLLECT_ADDITIONAL_INFO)', { timeout: 30_000 }, () => {
  it('routes the step to start/contact, which starts at start/profile, then sends both pages in one call', async () => {
    const start = serveStart();
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
    expect(start.puts()).toHaveLength(0);

    await userEvent.clear(phone);
    await userEvent.type(phone, '3125550199');
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(start.puts()).toHaveLength(1));
    expect(start.puts()[0]?.body).toEqual({
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
    const start = serveStart({ hasSsn: true });
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
    await waitFor(() => expect(start.puts()).toHaveLength(1));
    expect(start.puts()[0]?.body).not.toHaveProperty('ssn');
  });

  it('shows the server refusing an answer in the summary and stays', async () => {
    serveStart({
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
    serveStart({ step: 'LIEN_VERIFICATION' });
    const router = renderAppAt(`${HOME}/start/profile`);
    await waitFor(() => expect(router.state.location.pathname).toBe(`${HOME}/liens`));
  });
});
