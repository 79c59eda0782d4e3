import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Application } from '@lintel/domain/application/application';
import { TOKEN_STORAGE_KEY } from '../../src/lib/session-token.ts';
import { APP_UUID, applicationFixture, withStanding } from '../application/application-fixtures.ts';
import { identityFixture } from '../fixtures/identity.ts';
import { jsonResponse } from '../render.tsx';
import { renderAppAt } from '../render-app.tsx';

const HOME = `/account/heloc/${APP_UUID}`;
configure({ asyncUtilTimeout: 5000 });

type Answer = { status?: number; body: unknown };
interface Server {
  step?: string;
  application?: Application;
  /** Answers by the end of the path (`income/verify`, `session`, …), in turn; the last repeats. */
  answers?: Record<string, Answer[]>;
}

/** The server at `step` (INCOME_VERIFICATION by default); the calls' answers come from `answers`. */
function stub({
  step: first = 'INCOME_VERIFICATION',
  application = applicationFixture,
  answers = {},
}: Server = {}) {
  let step = first;
  const fetch = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const url = String(input).split('?')[0] ?? '';
    if (url.endsWith('/status')) return jsonResponse({ step });
    for (const [end, list] of Object.entries(answers)) {
      if (!url.endsWith(end)) continue;
      const answer = list.length > 1 ? list.shift()! : list[0]!;
      const body = answer.body as { step?: string };
      if (body.step) step = body.step;
      return jsonResponse(answer.body, { status: answer.status ?? 200 });
    }
    if (url.endsWith('/offers')) return jsonResponse({ offers: [] });
    if (url.includes('/service-lead-portal/api/lo/')) return jsonResponse(undefined);
    if (url.includes('/application/heloc/')) return jsonResponse(withStanding(application, step as never));
    return jsonResponse(identityFixture);
  });
  vi.stubGlobal('fetch', fetch);
  const bodiesTo = (end: string) =>
    fetch.mock.calls
      .filter(([url]) => String(url).split('?')[0]!.endsWith(end))
      .map(([, init]) => JSON.parse(String(init?.body)) as unknown);
  return { fetch, bodiesTo };
}

const REVIEW = 'How would you like to verify your income?';

beforeEach(() => localStorage.setItem(TOKEN_STORAGE_KEY, 'tok'));
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('income/review (INCOME_VERIFICATION)', { timeout: 30_000 }, () => {
  it('routes the step here, asks for a choice, and opens the link page of the one chosen', async () => {
    stub();
    const router = renderAppAt(HOME);
    expect(await screen.findByRole('heading', { level: 1, name: REVIEW }, { timeout: 15_000 })).toBeVisible();
    expect(router.state.location.pathname).toBe(`${HOME}/income/review`);
    expect(screen.getByText('Waiting on').nextElementSibling).toHaveTextContent('You');
    expect(screen.getByText('Expected time').nextElementSibling).toHaveTextContent('About 10 minutes');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const summary = screen.getByRole('alert');
    expect(summary).toHaveFocus();
    expect(
      within(summary).getByRole('link', { name: 'Please choose how to verify your income' }),
    ).toBeVisible();
    await userEvent.click(screen.getByLabelText(/^Connect my payroll account/));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Connect your payroll account' }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe(`${HOME}/income/link/PAYROLL`);
  });

  it('uploading asks the server for the paystub task, then opens the upload page', async () => {
    const server = stub({
      answers: {
        '/income/verify': [{ body: { step: 'INCOME_VERIFICATION', outcome: 'UPLOAD', paystubsRequired: 1 } }],
      },
    });
    const router = renderAppAt(`${HOME}/income/review`);
    await screen.findByRole('heading', { level: 1, name: REVIEW });
    await userEvent.click(screen.getByLabelText(/^Upload my paystubs/));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${HOME}/income/upload/MANUAL_PAYSTUB`));
    expect(server.bodiesTo('/income/verify')).toEqual([{ linkType: 'UPLOAD' }]);
  });

  it('says what a check that kept the borrower here found, and a paystub still needed', async () => {
    stub({ application: { ...applicationFixture, status: { manualPaystubUpload: true } } });
    renderAppAt(`${HOME}/income/review?outcome=PARTIAL&paystubs=2`);
    expect(await screen.findByRole('heading', { name: 'We found part of your income' })).toBeVisible();
    expect(screen.getByText('To verify the rest, please upload your 2 most recent paystubs.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Upload your paystubs' })).toHaveAttribute(
      'href',
      `${HOME}/income/upload/MANUAL_PAYSTUB`,
    );
  });

  it('once the paystub was accepted, Continue counts the income as verified', async () => {
    const server = stub({
      application: {
        ...applicationFixture,
        status: { manualPaystubUpload: true, manualPaystubTasksComplete: true },
      },
      answers: {
        '/income/verify': [
          { body: { step: 'DISBURSEMENT_ACCOUNT', outcome: 'MATCHED', paystubsRequired: 0 } },
        ],
      },
    });
    const router = renderAppAt(`${HOME}/income/review`);
    await screen.findByRole('heading', { level: 1, name: 'Your paystub was accepted' });
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${HOME}/bank/disburse`));
    expect(server.bodiesTo('/income/verify')).toEqual([{ linkType: 'UPLOAD' }]);
  });
});

describe('income/link/{type} and the sandbox link widget', { timeout: 30_000 }, () => {
  const token = {
    step: 'INCOME_VERIFICATION',
    linkToken: 'link-sandbox-1',
    expiration: '2026-11-26T18:00:00Z',
  };

  it('opens the widget with the server token; the widget signs in, the page verifies with the public token', async () => {
    const server = stub({
      answers: {
        '/income/link-token': [{ body: token }],
        '/sandbox-link/api/v1/session': [
          {
            status: 400,
            body: {
              errors: [{ message: 'The username or password you entered is not correct. Please try again.' }],
            },
          },
          { body: { status: 'MFA_REQUIRED' } },
          {
            body: {
              status: 'CONNECTED',
              publicToken: 'public-sandbox-1',
              institutionName: 'Tartan Bank',
              accounts: [{ name: 'Plaid Checking', mask: '0000' }],
            },
          },
        ],
        '/income/verify': [
          { body: { step: 'INCOME_VERIFICATION', outcome: 'NOT_FOUND', paystubsRequired: 0 } },
        ],
      },
    });
    renderAppAt(`${HOME}/income/link/BANK`);
    await userEvent.click(await screen.findByRole('button', { name: 'Connect your bank account' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Connect your bank' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await userEvent.type(within(dialog).getByLabelText('Search'), 'tart');
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Tartan Bank']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tartan Bank' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please enter your username');
    await userEvent.type(within(dialog).getByLabelText('Username'), 'user_good');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'nope');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The username or password you entered is not correct.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await userEvent.type(await within(dialog).findByLabelText('Security code'), '1234');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('Plaid Checking ending in 0000')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByRole('heading', { name: 'We could not find your income in that account' }),
    ).toBeVisible();
    expect(server.bodiesTo('/income/link-token')).toEqual([{ linkType: 'BANK' }]);
    expect(server.bodiesTo('/sandbox-link/api/v1/session').at(-1)).toEqual({
      linkToken: 'link-sandbox-1',
      institutionId: 'ins_109511',
      username: 'user_good',
      password: 'nope',
      mfaCode: '1234',
    });
    expect(server.bodiesTo('/income/verify')).toEqual([
      { linkType: 'BANK', publicToken: 'public-sandbox-1' },
    ]);
  });

  it('an OAuth institution saves what the return needs and leaves for its own site', async () => {
    stub({ answers: { '/income/link-token': [{ body: token }] } });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    renderAppAt(`${HOME}/income/link/BANK`);
    await userEvent.click(await screen.findByRole('button', { name: 'Connect your bank account' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Platypus OAuth Bank' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue to Platypus OAuth Bank' }));
    expect(assign).toHaveBeenCalledWith(
      '/sandbox-link/oauth?institution=ins_127287&link_token=link-sandbox-1',
    );
    expect(localStorage.getItem('heloc_uuid')).toBe(APP_UUID);
    expect(localStorage.getItem('heloc_link_token')).toBe('link-sandbox-1');
    expect(localStorage.getItem('heloc_link_type')).toBe('BANK');
  });

  it('a type that is no link goes back to the choice', async () => {
    stub();
    const router = renderAppAt(`${HOME}/income/link/FAX`);
    await screen.findByRole('heading', { level: 1, name: REVIEW });
    expect(router.state.location.pathname).toBe(`${HOME}/income/review`);
  });
});

describe('/plaid-oauth-success', { timeout: 30_000 }, () => {
  it('reads heloc_uuid, finishes the link with the saved token and goes where the new step leads', async () => {
    localStorage.setItem('heloc_uuid', APP_UUID);
    localStorage.setItem('heloc_link_token', 'link-sandbox-1');
    localStorage.setItem('heloc_link_type', 'BANK');
    const server = stub({
      answers: {
        '/sandbox-link/api/v1/oauth/complete': [
          { body: { status: 'CONNECTED', publicToken: 'public-sandbox-9' } },
        ],
        '/income/verify': [
          { body: { step: 'EMPLOYMENT_VERIFICATION', outcome: 'MATCHED', paystubsRequired: 0 } },
        ],
      },
    });
    const router = renderAppAt('/account/heloc/plaid-oauth-success?oauth_state_id=oauth-sandbox-1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tell us about your employer' }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe(`${HOME}/income/employer-verification`);
    expect(server.bodiesTo('/sandbox-link/api/v1/oauth/complete')).toEqual([
      { linkToken: 'link-sandbox-1', oauthStateId: 'oauth-sandbox-1' },
    ]);
    expect(server.bodiesTo('/income/verify')).toEqual([
      { linkType: 'BANK', publicToken: 'public-sandbox-9' },
    ]);
    expect(localStorage.getItem('heloc_link_token')).toBeNull();
  });

  it('without the saved application says so and offers the dashboard', async () => {
    stub();
    renderAppAt('/account/heloc/plaid-oauth-success?oauth_state_id=oauth-sandbox-1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We could not finish connecting your account' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/dashboard');
  });
});

describe('income/employer-verification (EMPLOYMENT_VERIFICATION)', { timeout: 30_000 }, () => {
  it('checks the fields with the shared schema, then sends them', async () => {
    const server = stub({
      step: 'EMPLOYMENT_VERIFICATION',
      answers: { '/income/employer-verification': [{ body: { step: 'DISBURSEMENT_ACCOUNT' } }] },
    });
    const router = renderAppAt(HOME);
    await screen.findByRole('heading', { level: 1, name: 'Tell us about your employer' });
    expect(screen.getByText('Waiting on').nextElementSibling).toHaveTextContent('You');
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(
      within(screen.getByRole('alert'))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Please enter your employer',
      'Please enter a valid phone number',
      'Please enter your job title',
      'Please enter a valid start date',
    ]);
    await userEvent.type(screen.getByLabelText('Employer name'), 'Acme Tools');
    await userEvent.type(screen.getByLabelText('Employer phone number'), '3125550199');
    expect(screen.getByLabelText('Employer phone number')).toHaveValue('(312) 555-0199');
    await userEvent.type(screen.getByLabelText('Job title'), 'Buyer');
    await userEvent.type(screen.getByLabelText('Start date'), '2015-04-01');
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${HOME}/bank/disburse`));
    expect(server.bodiesTo('/income/employer-verification')).toEqual([
      {
        employerName: 'Acme Tools',
        employerPhone: '(312) 555-0199',
        jobTitle: 'Buyer',
        startDate: '2015-04-01',
      },
    ]);
  });
});

describe(
  'the revised-offer return (REVISED_OFFER_SELECTION after a lower verified income)',
  { timeout: 30_000 },
  () => {
    it('product/select gets the routed origin and decision even when reached without them, and says why', async () => {
      stub({
        step: 'REVISED_OFFER_SELECTION',
        application: {
          ...applicationFixture,
          status: { uwDecision: 'APPROVED', uwSubDecision: 'VERIFIED_OFFER' },
        },
      });
      const router = renderAppAt(`${HOME}/product/select`);
      expect(
        await screen.findByRole('heading', { name: 'Your offers have changed' }, { timeout: 15_000 }),
      ).toBeVisible();
      expect(router.state.location.search).toEqual({ origin: 'signing/intro', decision: 'VERIFIED_OFFER' });
    });
  },
);

describe("the sandbox institution's own sign-in (/sandbox-link/oauth)", { timeout: 30_000 }, () => {
  it('asks for a code when the sandbox user wants one, then sends the browser back', async () => {
    const server = stub({
      answers: {
        '/sandbox-link/api/v1/session': [
          { body: { status: 'MFA_REQUIRED' } },
          {
            body: {
              status: 'OAUTH_REDIRECT',
              redirectUri: '/account/heloc/plaid-oauth-success?oauth_state_id=oauth-sandbox-2',
            },
          },
        ],
      },
    });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    renderAppAt('/sandbox-link/oauth?institution=ins_127287&link_token=link-sandbox-1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign in to Platypus OAuth Bank' }),
    ).toBeVisible();
    await userEvent.type(screen.getByLabelText('Username'), 'user_good');
    await userEvent.type(screen.getByLabelText('Password'), 'mfa_device');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in and authorize' }));
    await userEvent.type(await screen.findByLabelText('Security code'), '1234');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in and authorize' }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith(
        '/account/heloc/plaid-oauth-success?oauth_state_id=oauth-sandbox-2',
      ),
    );
    expect(server.bodiesTo('/sandbox-link/api/v1/session').at(-1)).toEqual({
      linkToken: 'link-sandbox-1',
      institutionId: 'ins_127287',
      username: 'user_good',
      password: 'mfa_device',
      mfaCode: '1234',
    });
  });
});
