import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { helocDisclosure } from '@lintel/domain/application/disclosures/heloc-disclosure';
import type { SummaryDisclosure, SummaryDisclosurePage } from '@lintel/domain/application/summary-disclosure';
import { offerFigureStrings } from '@lintel/domain/loan-math/offer-figures';
import type { ServerStep } from '@lintel/domain/server-steps/server-step';
import { TOKEN_STORAGE_KEY } from '../../src/lib/session-token.ts';
import { APP_UUID, applicationFixture, withStanding } from '../application/application-fixtures.ts';
import { identityFixture } from '../fixtures/identity.ts';
import { jsonResponse } from '../render.tsx';
import { renderAppAt } from '../render-app.tsx';

// start/hmda and start/app-summary (issue 17, decision 180).

const HOME = `/account/heloc/${APP_UUID}`;
configure({ asyncUtilTimeout: 5000 });

const SUMMARY: SummaryDisclosure = {
  loanNumber: 'HL000000000001',
  amount: 20000,
  term: 10,
  rate: 9.35,
  payType: 'MANUAL',
  originationFeePercent: 1.99,
  propertyAddress: '100 Sample Street, Sacramento, CA 95814',
  acceptedAt: null,
  offer: {
    type: 'FIXED',
    term: 10,
    rate: 9.35,
    baseRate: 9.35,
    otherRate: 0,
    originationFee: 1.99,
    minDraw: 15000,
    maxDraw: 97500,
    min: 15000,
    max: 100000,
    discountList: [{ discount: { type: 'AUTOPAY' }, rateWithDiscount: 9.1 }],
    offersByType: { FIXED: [10], FLOATING: [] },
    maxRecordingTax: 0,
    minRecordingTax: 0,
    maxDtiUnlimited: 120000,
    ofeeMaxThreshold: 7500,
    incomeRequestRecords: [],
    costs: [{ feeType: 'RECORDING_FEE', type: 'FLAT', borrowerPaidAmount: 90, jsCriteria: 'ALWAYS' }],
    totalPaidByBorrower: 90,
  },
  figures: { originationFee: '398', drawTotal: '20398', monthlyPayment: '262.27' },
  statedIncome: { employmentType: 'FULL_TIME', annualIncome: 150000, otherIncome: 0 },
  reportedDebts: {
    monthlyTotal: 1725,
    reportedAt: '2026-11-20T15:00:00.000Z',
    accounts: [
      { creditor: 'Harbor Federal Savings', type: 'MORTGAGE', balance: 212400, monthlyPayment: 1480 },
      { creditor: 'Summit Card Services', type: 'REVOLVING', balance: 3100, monthlyPayment: 245 },
    ],
  },
};

const HARBOR = { name: 'Harbor Mortgage, LLC', nmls: '555001', phone: '(800) 555-0142' };

/** What the server answers for a summary: its figures and the Reg Z disclosure it builds (decision 225). */
function pageOf(summary: SummaryDisclosure): SummaryDisclosurePage {
  const figures = summary.offer ? offerFigureStrings(summary.offer, summary.amount, summary.payType) : null;
  return { ...summary, figures, disclosure: helocDisclosure(summary, HARBOR) ?? null };
}

interface Answer {
  status?: number;
  body: unknown;
  /** The step the server is at after answering. */
  then?: ServerStep;
}

/** The server at `step`; each action answers as given and moves the step. */
function stub(first: ServerStep, actions: Record<string, Answer> = {}, summary: SummaryDisclosure = SUMMARY) {
  let step = first;
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url.endsWith('/status')) return jsonResponse({ step });
    for (const [path, answer] of Object.entries(actions))
      if (url.endsWith(path) && init?.method && init.method !== 'GET') {
        if (answer.then) step = answer.then;
        return jsonResponse(answer.body, { status: answer.status ?? 200 });
      }
    if (url.endsWith('/summary-disclosure')) return jsonResponse(pageOf(summary));
    if (url.endsWith('/offers')) return jsonResponse({ offers: [] });
    if (url.includes('/service-lead-portal/api/lo/')) return jsonResponse(undefined);
    if (url.includes('/application/heloc/')) return jsonResponse(withStanding(applicationFixture, step));
    return jsonResponse(identityFixture);
  });
  vi.stubGlobal('fetch', fetch);
  const sent = (path: string) =>
    fetch.mock.calls
      .filter(([url, i]) => String(url).endsWith(path) && i?.method && i.method !== 'GET')
      .map(([, i]) => JSON.parse(String(i?.body)) as unknown);
  return { sent };
}

const continueButton = () => screen.getByRole('button', { name: 'Continue' });
const summaryLinks = () =>
  within(screen.getByRole('alert'))
    .getAllByRole('link')
    .map((link) => link.textContent);

beforeEach(() => localStorage.setItem(TOKEN_STORAGE_KEY, 'tok'));
afterEach(() => vi.unstubAllGlobals());

describe('start/hmda (HMDA)', { timeout: 30_000 }, () => {
  it('routes HMDA here: the notice, then each question refuses no answer, then one call with every answer', async () => {
    const server = stub('HMDA', {
      '/hmda': { body: { step: 'SUMMARY_DISCLOSURE' }, then: 'SUMMARY_DISCLOSURE' },
    });
    const router = renderAppAt(HOME);
    // The guard's first routing loads the step engine on demand (decision 097): slow on a busy machine.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Demographic information' }, { timeout: 15_000 }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe(`${HOME}/start/hmda`);
    expect(screen.getByText(/federal law requires that we ask applicants/)).toBeVisible();
    // The standing's wait: the borrower, about 2 minutes.
    expect(screen.getByText('About 2 minutes of your time')).toBeVisible();
    await userEvent.click(continueButton());

    expect(screen.getByRole('heading', { level: 1, name: 'What is your ethnicity?' })).toHaveFocus();
    expect(screen.getByText('Question 1 of 3')).toBeVisible();
    await userEvent.click(continueButton());
    expect(screen.getByRole('alert')).toHaveFocus();
    expect(summaryLinks()).toEqual(['Please select your ethnicity']);
    expect(document.title).toMatch(/^Error: What is your ethnicity\?/);
    // The write-in shows only under its ticked box.
    expect(screen.queryByRole('textbox', { name: 'Origin' })).toBeNull();
    await userEvent.click(screen.getByLabelText('Mexican'));
    await userEvent.click(screen.getByLabelText('Other Hispanic or Latino'));
    await userEvent.type(screen.getByRole('textbox', { name: 'Origin' }), 'Colombian');
    await userEvent.click(continueButton());

    expect(screen.getByRole('heading', { level: 1, name: 'What is your race?' })).toHaveFocus();
    await userEvent.click(continueButton());
    expect(summaryLinks()).toEqual(['Please select your race']);
    await userEvent.click(screen.getByLabelText('American Indian or Alaska Native'));
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Name of enrolled or principal tribe' }),
      'Navajo Nation',
    );
    await userEvent.click(screen.getByLabelText('Filipino'));
    await userEvent.click(continueButton());

    expect(screen.getByRole('heading', { level: 1, name: 'What is your sex?' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(summaryLinks()).toEqual(['Please select your sex']);
    expect(server.sent('/hmda')).toEqual([]);
    await userEvent.click(screen.getByLabelText('Female'));
    await userEvent.click(screen.getByLabelText('Male'));
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() =>
      expect(server.sent('/hmda')).toEqual([
        {
          ethnicity: ['MEXICAN', 'OTHER_HISPANIC_OR_LATINO'],
          ethnicityOther: 'Colombian',
          race: ['AMERICAN_INDIAN_OR_ALASKA_NATIVE', 'FILIPINO'],
          raceTribe: 'Navajo Nation',
          sex: ['FEMALE', 'MALE'],
        },
      ]),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Review and sign your application' }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe(`${HOME}/start/app-summary`);
  });

  it('keeps "I do not wish to provide" alone, drops a write-in whose box is unticked, and Back keeps answers', async () => {
    const server = stub('HMDA', { '/hmda': { body: { step: 'SUMMARY_DISCLOSURE' } } });
    renderAppAt(`${HOME}/start/hmda`);
    await screen.findByRole('heading', { level: 1, name: 'Demographic information' });
    await userEvent.click(continueButton());
    await userEvent.click(screen.getByLabelText('Other Hispanic or Latino'));
    await userEvent.type(screen.getByRole('textbox', { name: 'Origin' }), 'Colombian');
    await userEvent.click(screen.getByLabelText('I do not wish to provide this information'));
    // The opt-out clears the others (and with them the write-in).
    expect(screen.getByLabelText('Other Hispanic or Latino')).not.toBeChecked();
    expect(screen.queryByRole('textbox', { name: 'Origin' })).toBeNull();
    await userEvent.click(continueButton());
    await userEvent.click(screen.getByLabelText('White'));
    await userEvent.click(continueButton());
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { level: 1, name: 'What is your race?' })).toBeVisible();
    expect(screen.getByLabelText('White')).toBeChecked();
    // Another answer clears the opt-out.
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText('I do not wish to provide this information')).toBeChecked();
    await userEvent.click(screen.getByLabelText('Not Hispanic or Latino'));
    expect(screen.getByLabelText('I do not wish to provide this information')).not.toBeChecked();
    await userEvent.click(continueButton());
    await userEvent.click(continueButton());
    await userEvent.click(screen.getByLabelText('I do not wish to provide this information'));
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() =>
      expect(server.sent('/hmda')).toEqual([
        { ethnicity: ['NOT_HISPANIC_OR_LATINO'], race: ['WHITE'], sex: ['NOT_PROVIDED'] },
      ]),
    );
  });

  it('shows the server’s message when the answers are refused', async () => {
    stub('HMDA', {
      '/hmda': {
        status: 400,
        body: { errors: [{ message: 'Please select your sex', field: 'sex' }] },
      },
    });
    renderAppAt(`${HOME}/start/hmda`);
    await screen.findByRole('heading', { level: 1, name: 'Demographic information' });
    await userEvent.click(continueButton());
    await userEvent.click(screen.getByLabelText('Cuban'));
    await userEvent.click(continueButton());
    await userEvent.click(screen.getByLabelText('Samoan'));
    await userEvent.click(continueButton());
    await userEvent.click(screen.getByLabelText('Male'));
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByRole('alert')).toHaveFocus();
    expect(summaryLinks()).toEqual(['Please select your sex']);
  });
});

describe('start/app-summary (SUMMARY_DISCLOSURE, APP_SUBMISSION)', { timeout: 30_000 }, () => {
  it('shows what was stated and the disclosures from the application’s figures, then signs and submits', async () => {
    const server = stub('SUMMARY_DISCLOSURE', {
      '/summary-disclosure/accept': { body: { step: 'APP_SUBMISSION' }, then: 'APP_SUBMISSION' },
      '/submit': { body: { step: 'HARD_CREDIT_PULL' }, then: 'HARD_CREDIT_PULL' },
    });
    const router = renderAppAt(HOME);
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Review and sign your application' },
        { timeout: 15_000 },
      ),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe(`${HOME}/start/app-summary`);

    const line = screen.getByRole('region', { name: 'Your line of credit' });
    const row = (term: string) => within(line).getByText(term).nextElementSibling?.textContent;
    expect(row('Home')).toBe('100 Sample Street, Sacramento, CA 95814');
    expect(row('Credit limit')).toBe('$100,000.00');
    expect(row('Initial draw')).toBe('$20,000.00');
    expect(row('Rate (APR)')).toBe('9.35% fixed, paying by hand each month');
    expect(row('Origination fee')).toBe('$398.00 (1.99% of the draw, added to it)');
    expect(row('Monthly payment')).toBe('$262.27');
    const income = screen.getByRole('region', { name: 'Income you told us' });
    expect(within(income).getByText('Employed full time')).toBeVisible();
    expect(within(income).getByText('$150,000.00')).toBeVisible();
    const debts = within(screen.getByRole('region', { name: 'Debts on your credit report' })).getByRole(
      'table',
    );
    expect(within(debts).getByRole('rowheader', { name: /Summit Card Services/ })).toBeVisible();
    expect(within(debts).getByText('$1,725.00')).toBeVisible();

    // The Reg Z disclosure, with the lender's name and NMLS, and the brochure.
    expect(screen.getByText('Important terms of your home equity line of credit')).toBeVisible();
    expect(
      screen.getByText('Harbor Mortgage, LLC, NMLS 555001. Questions: call (800) 555-0142.'),
    ).toBeInTheDocument();
    expect(screen.getByText('What you should know about home equity lines of credit')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Sign and submit application' }));
    expect(screen.getByRole('alert')).toHaveFocus();
    expect(summaryLinks()).toEqual([
      'Confirm that you have received the disclosures and accept the summary of your application',
      'Confirm that your application is true and complete and authorize the full credit check',
    ]);
    expect(server.sent('/summary-disclosure/accept')).toEqual([]);
    await userEvent.click(screen.getByLabelText(/I have received/));
    await userEvent.click(screen.getByLabelText(/I certify that the information in my application is true/));
    await userEvent.click(screen.getByRole('button', { name: 'Sign and submit application' }));
    await waitFor(() => expect(server.sent('/submit')).toEqual([{ certified: true }]));
    expect(server.sent('/summary-disclosure/accept')).toEqual([{ accepted: true }]);
    // The hard pull: a wait on the credit bureau, which the home shows with its expected time.
    expect(await screen.findByText('We are getting your credit report.')).toBeVisible();
    expect(screen.getByText('Usually a few minutes')).toBeVisible();
  });

  it('at APP_SUBMISSION (accepted before) only submits, and shows a refusal', async () => {
    const server = stub(
      'APP_SUBMISSION',
      {
        '/submit': {
          status: 409,
          body: { errors: [{ message: 'This action is not available at this step of the application' }] },
        },
      },
      { ...SUMMARY, acceptedAt: '2026-11-25T10:00:00.000Z' },
    );
    renderAppAt(`${HOME}/start/app-summary`);
    await screen.findByRole('heading', { level: 1, name: 'Review and sign your application' });
    expect(screen.getByText(/You accepted this summary on November 25, 2026/)).toBeVisible();
    expect(screen.queryByLabelText(/I have received/)).toBeNull();
    await userEvent.click(screen.getByLabelText(/I certify that the information in my application is true/));
    await userEvent.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(await screen.findByRole('alert')).toHaveFocus();
    expect(
      within(screen.getByRole('alert')).getByText(
        'This action is not available at this step of the application',
      ),
    ).toBeVisible();
    expect(server.sent('/summary-disclosure/accept')).toEqual([]);
    expect(server.sent('/submit')).toEqual([{ certified: true }]);
  });

  it('discloses a variable-rate line with its index, cap and 15-year table', async () => {
    stub(
      'SUMMARY_DISCLOSURE',
      {},
      { ...SUMMARY, rate: 9.1, offer: { ...SUMMARY.offer!, type: 'FLOATING', rate: 9.1 } },
    );
    renderAppAt(`${HOME}/start/app-summary`);
    await screen.findByRole(
      'heading',
      { level: 1, name: 'Review and sign your application' },
      { timeout: 15_000 },
    );
    const line = screen.getByRole('region', { name: 'Your line of credit' });
    expect(within(line).getByText('Rate (APR)').nextElementSibling).toHaveTextContent('9.10% variable');
    await userEvent.click(screen.getByText('Important terms of your home equity line of credit'));
    expect(screen.getByRole('heading', { name: 'Variable-rate features' })).toBeVisible();
    expect(screen.getByText(/plus a margin of 2\.35%/)).toBeVisible();
    const history = screen.getByRole('table', { name: /^Historical example/ });
    expect(
      within(history)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual([
      'Year (January)',
      'Index (the Wall Street Journal Prime Rate)',
      'APR',
      'Minimum monthly payment',
    ]);
    // A header row and the 15 years.
    expect(within(history).getAllByRole('row')).toHaveLength(16);
    expect(within(history).getByRole('rowheader', { name: '2026' }).parentElement).toHaveTextContent(
      '20266.75%9.10%$127.22',
    );
  });

  it('says so when the line’s offer is no longer current, instead of a disclosure without figures', async () => {
    stub('SUMMARY_DISCLOSURE', {}, { ...SUMMARY, offer: null, reportedDebts: null });
    renderAppAt(`${HOME}/start/app-summary`);
    await screen.findByRole('heading', { level: 1, name: 'Review and sign your application' });
    expect(screen.getByText(/we cannot show its disclosure now/)).toBeVisible();
    expect(screen.getByText(/Your credit report’s debts are not shown here/)).toBeVisible();
    expect(screen.queryByText('Important terms of your home equity line of credit')).toBeNull();
  });
});
