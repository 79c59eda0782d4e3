import {
  createIncomeLinkToken,
  giveEmployerDetails,
  verifyIncome,
} from '@lintel/domain/api/endpoints/income-actions';
import { planEmployerDetails } from '../after-offer/employment.ts';
import { planIncomeLinkToken, planVerifyIncome } from '../after-offer/income.ts';
import { resolvePaystubReview } from '../after-offer/resolve-paystub-review.ts';
import { defineStepModule, stepAction } from './step-module.ts';

/**
 * Income (decisions 113 and 182): the link provider's token and the linked check (pages income/review and
 * income/link/{type}), the paystub review while the borrower waits
 * (WAITING_FOR_INCOME, reached by the last paystub's upload), and the employer details for a manual check (page
 * income/employer-verification).
 */
export const incomeStep = defineStepModule({
  name: 'income',
  moves: {
    INCOME_VERIFICATION: [
      'WAITING_FOR_INCOME',
      'EMPLOYMENT_VERIFICATION',
      'REVISED_OFFER_SELECTION',
      'FINAL_OFFER',
      'DISBURSEMENT_ACCOUNT',
      'AUTOPAY_ACCOUNT',
      'DECLINED',
    ],
    WAITING_FOR_INCOME: [
      'INCOME_VERIFICATION',
      'EMPLOYMENT_VERIFICATION',
      'REVISED_OFFER_SELECTION',
      'FINAL_OFFER',
      'DISBURSEMENT_ACCOUNT',
      'AUTOPAY_ACCOUNT',
      'DECLINED',
    ],
    EMPLOYMENT_VERIFICATION: ['INCOME_VERIFICATION', 'DISBURSEMENT_ACCOUNT', 'AUTOPAY_ACCOUNT'],
  },
  actions: [
    stepAction(createIncomeLinkToken, {
      from: ['INCOME_VERIFICATION'],
      aggregate: true,
      plan: (c) => planIncomeLinkToken(c, c.body, c.deps),
    }),
    stepAction(verifyIncome, {
      from: ['INCOME_VERIFICATION'],
      aggregate: true,
      plan: (c) => planVerifyIncome(c, c.body, c.deps),
    }),
    stepAction(giveEmployerDetails, {
      from: ['EMPLOYMENT_VERIFICATION'],
      aggregate: true,
      plan: (c) => planEmployerDetails(c, c.body, c.deps.clock.now()),
    }),
  ],
  resolvers: { WAITING_FOR_INCOME: (_deps, aggregate) => resolvePaystubReview(aggregate) },
});
