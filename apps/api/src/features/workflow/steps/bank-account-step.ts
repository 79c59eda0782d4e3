import { giveDisbursementAccount } from '@lintel/domain/api/endpoints/after-offer-actions';
import { planDisbursement } from '../after-offer/disbursement.ts';
import { defineStepModule, stepAction } from './step-module.ts';

/**
 * The bank accounts (pages bank/disburse and bank/autopay, decision 114): the payout account, checked while the
 * borrower waits, and the payment mode. A failed check stays at the step.
 */
export const bankAccountStep = defineStepModule({
  name: 'bank-account',
  moves: {
    DISBURSEMENT_ACCOUNT: ['WAITING_FOR_BANK_VERIFICATION', 'AUTOPAY_ACCOUNT', 'IDENTITY_VERIFICATION'],
    WAITING_FOR_BANK_VERIFICATION: ['DISBURSEMENT_ACCOUNT', 'AUTOPAY_ACCOUNT', 'IDENTITY_VERIFICATION'],
    AUTOPAY_ACCOUNT: ['IDENTITY_VERIFICATION'],
  },
  actions: [
    stepAction(giveDisbursementAccount, {
      from: ['DISBURSEMENT_ACCOUNT'],
      aggregate: true,
      plan: (c) => planDisbursement(c, c.body, c.deps),
    }),
  ],
});
