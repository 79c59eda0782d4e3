import { configure, screen, within } from '@testing-library/react';
import { beforeEach } from 'vitest';
import type { Endpoint } from '@lintel/domain/api/endpoint';
import {
  application as applicationRead,
  offers,
  serverStepStatus,
} from '@lintel/domain/api/endpoints/applications';
import { summaryDisclosure } from '@lintel/domain/api/endpoints/submission-actions';
import { helocDisclosure } from '@lintel/domain/application/disclosures/heloc-disclosure';
import type { SummaryDisclosure, SummaryDisclosurePage } from '@lintel/domain/application/summary-disclosure';
import { offerFigureStrings } from '@lintel/domain/loan-math/offer-figures';
import type { ServerStep } from '@lintel/domain/server-steps/server-step';
import { TOKEN_STORAGE_KEY } from '../../src/lib/session-token.ts';
import {
  APP_UUID,
  applicationFixture,
  besidesThePage,
  withStanding,
} from '../application/application-fixtures.ts';
import { answer, handle, type Sent } from '../msw/handle.ts';
import { server } from '../msw/server.ts';

// start/hmda and start/app-summary (issue 17, decision 180): the server their tests share.

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

/** The server at `step` (with server.use); each action answers as given and moves the step. */
export function serveSubmission(
  first: ServerStep,
  actions: ReadonlyArray<readonly [Endpoint, Answer]> = [],
  summary: SummaryDisclosure = SUMMARY,
) {
  let step = first;
  server.use(
    handle(serverStepStatus, () => ({ step })),
    ...actions.map(([target, { status = 200, body, then }]) =>
      handle(target, () => {
        if (then) step = then;
        return Response.json(body, { status });
      }),
    ),
    answer(summaryDisclosure, pageOf(summary) as Sent<typeof summaryDisclosure>),
    answer(offers, { offers: [] }),
    handle(applicationRead, () => withStanding(applicationFixture, step) as Sent<typeof applicationRead>),
    ...besidesThePage(),
  );
}

export const continueButton = () => screen.getByRole('button', { name: 'Continue' });
export const summaryLinks = () =>
  within(screen.getByRole('alert'))
    .getAllByRole('link')
    .map((link) => link.textContent);

/** A signed-in borrower for every test (setup.ts clears the storage after each). */
export function signedInBorrower() {
  beforeEach(() => localStorage.setItem(TOKEN_STORAGE_KEY, 'tok'));
}
