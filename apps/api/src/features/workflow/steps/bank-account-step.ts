import {
  bankForRoutingNumber,
  giveAutopayAccount,
  giveDisbursementAccount,
} from '@lintel/domain/api/endpoints/bank-actions';
import { planAutopayAccount } from '../after-offer/autopay-account.ts';
import { bankForRoutingNumberAnswer } from '../after-offer/bank-routing.ts';
import { bankReviewJob } from '../after-offer/bank-review.ts';
import { planDisbursement } from '../after-offer/disbursement.ts';
import { defineStepModule, stepAction, stepRead } from './step-module.ts';

/**
 * The bank accounts (pages bank/disburse and bank/autopay, decision 114): the payout account, checked while the
 * borrower waits, and the payment mode. A failed check stays at the step. The page names the bank from the routing
 * number as it is typed (decision 186). An account left in the bank's review holds the closing documents at
 * WAITING_FOR_BANK_VERIFICATION until the review ends (decision 234). A crypto-backed line has no payout account: its
 * bank step is AUTOPAY_ACCOUNT (page bank/autopay), the account its payments come from or manual pay (decision 239).
 */
export const bankAccountStep = defineStepModule({
  name: 'bank-account',
  moves: {
    DISBURSEMENT_ACCOUNT: ['WAITING_FOR_BANK_VERIFICATION', 'AUTOPAY_ACCOUNT', 'IDENTITY_VERIFICATION'],
    WAITING_FOR_BANK_VERIFICATION: [
      'DISBURSEMENT_ACCOUNT',
      'AUTOPAY_ACCOUNT',
      'IDENTITY_VERIFICATION',
      'LIEN_VERIFICATION',
      'WAITING_FOR_TITLE',
      'CLOSING_DISCLOSURE_GENERATED',
    ],
    AUTOPAY_ACCOUNT: ['IDENTITY_VERIFICATION'],
  },
  actions: [
    stepAction(giveDisbursementAccount, {
      from: ['DISBURSEMENT_ACCOUNT'],
      aggregate: true,
      plan: (c) => planDisbursement(c, c.body, c.deps),
    }),
    stepAction(giveAutopayAccount, {
      from: ['AUTOPAY_ACCOUNT'],
      aggregate: true,
      plan: (c) => planAutopayAccount(c, c.body, c.deps),
    }),
  ],
  reads: [stepRead(bankForRoutingNumber, bankForRoutingNumberAnswer)],
  jobs: [bankReviewJob],
});
