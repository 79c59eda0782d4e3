import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { serverStepStatus } from '@lintel/domain/api/endpoints/applications';
import { confirmLiens } from '@lintel/domain/api/endpoints/credit-actions';
import { withoutBuiltPage } from './without-built-page.ts';
import { serverStepQueryKey } from '../../src/features/application-routing/api/server-step-request.ts';
import { TOKEN_STORAGE_KEY } from '../../src/lib/session-token.ts';
import { answer } from '../msw/handle.ts';
import { requestsTo } from '../msw/requests.ts';
import { server } from '../msw/server.ts';
import { renderAppAt } from '../render-app.tsx';
import { APP_UUID, applicationFixture, serveApplication } from './application-fixtures.ts';
import { offersFixture } from './offer-fixtures.ts';
import { identityFixture } from '../fixtures/identity.ts';

const HOME = `/account/heloc/${APP_UUID}`;

// The first render loads the lazy route chunks; on a busy 2-core machine that can take longer than 1 s.
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => localStorage.setItem(TOKEN_STORAGE_KEY, 'tok'));

describe('the application router guard (spec 000 §2, §4, §8)', () => {
  it('shows the home with an honest status when the step names a page that is not built yet', async () => {
    withoutBuiltPage();
    serveApplication({ steps: ['MANUAL_DEED_SIGNING'] });
    const router = renderAppAt(`${HOME}/liens`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your application' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(HOME);
    const facts = screen.getByRole('region', { name: 'Please arrange your in-person notary appointment.' });
    expect(within(facts).getByText(/This step cannot be completed online/)).toBeInTheDocument();
    // Issue 16: never a bare "Waiting on: You" beside "cannot be done online".
    expect(within(facts).getByText('Waiting on').nextElementSibling).toHaveTextContent(/^You: a call with /);
    expect(within(facts).getByText('About 5 minutes of your time')).toBeInTheDocument();
    expect(within(facts).getByText(/Step 7 of 7/)).toBeInTheDocument();
  });

  it('sends a signer of the application to the signer area, never the borrower pages (spec 001 §6)', async () => {
    serveApplication({
      application: { ...applicationFixture, helocSigners: [{ identityUuid: identityFixture.uuid }] },
    });
    const router = renderAppAt(`${HOME}/liens`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/heloc/heloc-signer/resume'));
    expect(screen.queryByRole('button', { name: 'Confirm and see my offers' })).not.toBeInTheDocument();
  });

  it('replaces any other page with the routed one, keeping only pop-webchat', async () => {
    serveApplication({ steps: ['UNKNOWN'] });
    const router = renderAppAt(`${HOME}/product/select?pop-webchat=1&utm_source=x`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This is taking longer than expected' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`${HOME}/error/timeout`);
    expect(router.state.location.searchStr).toBe('?pop-webchat=1');
  });

  it('routes a failed status call to error/timeout, and Try again asks again', async () => {
    serveApplication({ steps: [500, 'WAITING_FOR_UNDERWRITING'] });
    const router = renderAppAt(HOME);
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(router.state.location.pathname).toBe(`${HOME}/error/timeout`);
    retry.click();
    expect(await screen.findByText('We are reviewing your application.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(HOME);
  });

  it('gives up on a wait polled 14 times: error/timeout', async () => {
    serveApplication({ steps: ['WAITING_FOR_CREDIT'] });
    const router = renderAppAt(HOME, {
      // 15 reads = the first plus 14 polls, as react-query counts them.
      prepare: (client) => {
        for (let i = 0; i < 15; i += 1)
          client.setQueryData(serverStepQueryKey(APP_UUID), 'WAITING_FOR_CREDIT');
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'This is taking longer than expected' });
    expect(router.state.location.pathname).toBe(`${HOME}/error/timeout`);
  });

  it('keeps note generation where it is when polling gives up (no timeout page)', async () => {
    serveApplication({ steps: ['NOTE_GENERATION'] });
    const router = renderAppAt(HOME, {
      prepare: (client) => {
        for (let i = 0; i < 15; i += 1) client.setQueryData(serverStepQueryKey(APP_UUID), 'NOTE_GENERATION');
      },
    });
    // Spec 000 §8: on the signing-documents page (built by decision 191), not error/timeout.
    await waitFor(() => expect(router.state.location.pathname).toBe(`${HOME}/review-app/signdocs`));
  });

  it('polls a wait and follows the step when it moves on', async () => {
    serveApplication({ steps: ['WAITING_FOR_CREDIT', 'UNKNOWN'] });
    const router = renderAppAt(HOME);
    // Both lines at one moment: on a busy machine the next poll may already have moved the page on a moment later.
    await waitFor(() => {
      expect(screen.getByText('We are getting your credit report.')).toBeInTheDocument();
      expect(screen.getByText(/This page updates by itself/)).toBeInTheDocument();
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(`${HOME}/error/timeout`), {
      timeout: 3000,
    });
    expect(requestsTo(serverStepStatus).length).toBeGreaterThanOrEqual(2);
  });

  it('takes an offer selection to product/select, passing origin and decision for a verified offer', async () => {
    serveApplication({
      application: { ...applicationFixture, status: { uwSubDecision: 'VERIFIED_OFFER' } },
      steps: ['REVISED_OFFER_SELECTION'],
      offers: offersFixture,
    });
    const router = renderAppAt(HOME);
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose your offer' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`${HOME}/product/select`);
    expect(router.state.location.search).toEqual({ origin: 'signing/intro', decision: 'VERIFIED_OFFER' });
  });

  it('keeps the borrower on the confirm child of product/select', async () => {
    serveApplication({ steps: ['OFFER_SELECTION'], offers: offersFixture });
    const router = renderAppAt(
      `${HOME}/product/select/confirm?type=FIXED&term=30&amount=50000&payType=AUTOPAY`,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Confirm your offer' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`${HOME}/product/select/confirm`);
  });

  it('sends an incomplete confirm address back to product/select', async () => {
    serveApplication({ steps: ['OFFER_SELECTION'], offers: offersFixture });
    const router = renderAppAt(`${HOME}/product/select/confirm?type=FIXED`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose your offer' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`${HOME}/product/select`);
  });

  it('confirms the liens, polls the wait that follows and lands on the offers', async () => {
    serveApplication({
      steps: ['LIEN_VERIFICATION', 'WAITING_FOR_UNDERWRITING', 'OFFER_SELECTION'],
      offers: offersFixture,
    });
    server.use(answer(confirmLiens, { step: 'WAITING_FOR_UNDERWRITING' }));
    const router = renderAppAt(HOME);
    const confirm = await screen.findByRole('button', { name: 'Confirm and see my offers' });
    expect(router.state.location.pathname).toBe(`${HOME}/liens`);
    await userEvent.click(confirm);
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose your offer' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`${HOME}/product/select`);
    expect(requestsTo(confirmLiens).map(({ url }) => url.pathname)).toEqual([
      `/service-application/api/v3/application/heloc/${APP_UUID}/liens/confirm`,
    ]);
  });

  it('takes a credit no-match without an SSN to credit/social', async () => {
    serveApplication({ steps: ['CREDIT_NO_MATCH'] });
    const router = renderAppAt(HOME);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'What is your Social Security number?' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`${HOME}/credit/social`);
  });

  it('falls back to the engine page for an unmatched step: a DTI decline shows error/income', async () => {
    serveApplication({
      application: { ...applicationFixture, status: { uwDecision: 'DECLINE', dtiDecline: true } },
      steps: ['IN_PROGRESS'],
    });
    const router = renderAppAt(HOME);
    expect(await screen.findByText(/After reviewing your income and your debts/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`${HOME}/error/income`);
  });

  it('lets a declined borrower stay on the disclosures document page', async () => {
    serveApplication({
      application: { ...applicationFixture, status: { uwDecision: 'DECLINE' } },
      steps: ['DECLINED'],
    });
    const router = renderAppAt(`${HOME}/document/disclosures`);
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`${HOME}/document/disclosures`);
  });

  it('sends a declined borrower elsewhere to routing', async () => {
    serveApplication({
      application: { ...applicationFixture, status: { uwDecision: 'DECLINE' } },
      steps: ['DECLINED'],
    });
    const router = renderAppAt(`${HOME}/liens`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We cannot offer you a line of credit' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`${HOME}/error/decline`);
  });

  it('sends the index of a grouping path to its parent', async () => {
    withoutBuiltPage();
    serveApplication({ steps: ['MANUAL_DEED_SIGNING'] });
    const router = renderAppAt(`${HOME}/product?pop-webchat=1`);
    await screen.findByRole('heading', { level: 1, name: 'Your application' });
    expect(router.state.location.href).toBe(`${HOME}?pop-webchat=1`);
  });

  it.each([
    ['an application the server does not know', HOME, 404 as const],
    ['a path that is not an application id', '/account/heloc/not-a-uuid/liens', undefined],
  ])('goes to the dashboard for %s', async (_name, path, application) => {
    serveApplication({ ...(application ? { application } : {}), applications: [] });
    const router = renderAppAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Dana Reyes' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('needs a session', async () => {
    localStorage.clear();
    serveApplication({});
    const router = renderAppAt(`${HOME}/liens`);
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    expect(router.state.location.search).toEqual({ redirectUrl: `${HOME}/liens` });
  });
});
