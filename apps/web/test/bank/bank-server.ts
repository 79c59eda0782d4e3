import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  application as applicationRead,
  offers,
  serverStepStatus,
} from '@lintel/domain/api/endpoints/applications';
import {
  bankForRoutingNumber,
  giveAutopayAccount,
  giveDisbursementAccount,
} from '@lintel/domain/api/endpoints/bank-actions';
import type { Endpoint } from '@lintel/domain/api/endpoint';
import type { Application } from '@lintel/domain/application/application';
import type { ServerStep } from '@lintel/domain/server-steps/server-step';
import { besidesThePage, withStanding } from '../application/application-fixtures.ts';
import { answer, handle, type Sent } from '../msw/handle.ts';
import { requestsTo } from '../msw/requests.ts';
import { server } from '../msw/server.ts';

// The bank step's server for the bank pages' tests: the offer, the bank named from the routing number, and the
// account check by the account's last four (the sandbox's rules: 9999 fails, 1111 waits on a review).

/** A full account number, which no page may show once it is sent. */
export const FULL_ACCOUNT = '000123456789';

/** The chosen offer, with its autopay discount (9.60% -> 9.35%). */
export const AUTOPAY_OFFER = {
  type: 'FIXED',
  term: 30,
  rate: 9.6,
  baseRate: 9.6,
  otherRate: 0,
  originationFee: 2,
  minDraw: 15000,
  maxDraw: 120000,
  min: 15000,
  max: 120000,
  discountList: [{ discount: { type: 'AUTOPAY' }, rateWithDiscount: 9.35 }],
  minRecordingTax: 0,
  maxRecordingTax: 0,
  ofeeMaxThreshold: 0,
  offersByType: { FIXED: [30], FLOATING: [] },
  maxDtiUnlimited: 0,
  incomeRequestRecords: [],
  costs: [],
  totalPaidByBorrower: 0,
};

const BANKS: Record<string, string | null> = { '021000021': 'JPMorgan Chase Bank', '123456780': null };

interface BankServerOptions {
  step: ServerStep;
  application: Application;
  /** The account the step asks for: the payout account, or a crypto-backed line's autopay account (decision 239). */
  account: 'disbursement' | 'autopay';
}

/** The server at `step` (with server.use); `puts` lists the account calls the page made. */
export function serveBank({ step: atStep, application: atApplication, account }: BankServerOptions) {
  let step = atStep;
  let application = atApplication;
  const give = account === 'autopay' ? giveAutopayAccount : giveDisbursementAccount;
  server.use(
    handle(serverStepStatus, () => ({ step })),
    answer(offers, { offers: [AUTOPAY_OFFER] as Sent<typeof offers>['offers'] }),
    handle(bankForRoutingNumber, ({ params }) => {
      const routing = String(params['routingNumber']);
      return { routingNumber: routing, bankName: BANKS[routing] ?? null };
    }),
    handle<Endpoint>(give, ({ body }) => {
      const sent = body as { autopay?: boolean; accountNumber?: string };
      if (account === 'autopay' && !sent.autopay) {
        step = 'IDENTITY_VERIFICATION';
        return { step, account: null };
      }
      const last4 = sent.accountNumber?.slice(-4) ?? '';
      const status =
        last4 === '9999'
          ? 'FAILED_VERIFICATION'
          : last4 === '1111' && account === 'disbursement'
            ? 'PENDING_REVIEW'
            : 'VERIFIED';
      if (status === 'FAILED_VERIFICATION')
        application = {
          ...application,
          ...(account === 'autopay'
            ? { autopayAccount: { uuid: 'acc-1', mask: last4, status } }
            : { disburseAccount: { uuid: 'acc-1', routingNumber: '021000021', mask: last4 } }),
          status: { ...application.status, giactAccountStatus: status },
        };
      else step = 'IDENTITY_VERIFICATION';
      return { step, account: { uuid: 'acc-1', mask: last4, status } };
    }),
    handle(applicationRead, () => withStanding(application, step) as Sent<typeof applicationRead>),
    ...besidesThePage(),
  );
  return { puts: () => requestsTo(give) };
}

/** Fills the bank form (a checking account) and continues. */
export async function giveAccount({
  routing = '021000021',
  account = FULL_ACCOUNT,
  again = account,
}: { routing?: string; account?: string; again?: string } = {}) {
  await userEvent.type(screen.getByRole('textbox', { name: 'Routing number' }), routing);
  await userEvent.click(screen.getByLabelText('Checking'));
  await userEvent.type(screen.getByRole('textbox', { name: 'Account number' }), account);
  await userEvent.type(screen.getByRole('textbox', { name: 'Confirm the account number' }), again);
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
}
