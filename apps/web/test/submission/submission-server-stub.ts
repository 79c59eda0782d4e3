import { configure, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { helocDisclosure } from '@lintel/domain/application/disclosures/heloc-disclosure';
import type { SummaryDisclosure, SummaryDisclosurePage } from '@lintel/domain/application/summary-disclosure';
import { offerFigureStrings } from '@lintel/domain/loan-math/offer-figures';
import type { ServerStep } from '@lintel/domain/server-steps/server-step';
import { TOKEN_STORAGE_KEY } from '../../src/lib/session-token.ts';
import { APP_UUID, applicationFixture, withStanding } from '../application/application-fixtures.ts';
import { identityFixture } from '../fixtures/identity.ts';
import { jsonResponse } from '../render.tsx';

// start/hmda and start/app-summary (issue 17, decision 180): the stubbed server their tests share.

export const HOME = `/account/heloc/${APP_UUID}`;
configure({ asyncUtilTimeout: 5000 });

export const SUMMARY: SummaryDisclosure = {
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

export const HARBOR = { name: 'Harbor Mortgage, LLC', nmls: '555001', phone: '(800) 555-0142' };

/** What the server answers for a summary: its figures and the Reg Z disclosure it builds (decision 225). */
function pageOf(summary: SummaryDisclosure): SummaryDisclosurePage {
  const figures = summary.offer ? offerFigureStrings(summary.offer, summary.amount, summary.payType) : null;
  return { ...summary, figures, disclosure: helocDisclosure(summary, HARBOR) ?? null };
}

export interface Answer {
  status?: number;
  body: unknown;
  /** The step the server is at after answering. */
  then?: ServerStep;
}

/** The server at `step`; each action answers as given and moves the step. */
export function stub(
  first: ServerStep,
  actions: Record<string, Answer> = {},
  summary: SummaryDisclosure = SUMMARY,
) {
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

export const continueButton = () => screen.getByRole('button', { name: 'Continue' });
export const summaryLinks = () =>
  within(screen.getByRole('alert'))
    .getAllByRole('link')
    .map((link) => link.textContent);

/** A signed-in borrower for every test; nothing stubbed outlives its test. */
export function signedInBorrower() {
  beforeEach(() => localStorage.setItem(TOKEN_STORAGE_KEY, 'tok'));
  afterEach(() => vi.unstubAllGlobals());
}
