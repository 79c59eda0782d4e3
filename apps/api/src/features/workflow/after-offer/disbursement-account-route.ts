import {
  disbursementAccountBodySchema,
  disbursementAccountResultSchema,
} from '@lintel/domain/application/disbursement-account';
import type { FastifyInstance } from 'fastify';
import { actionRoute } from './action-route.ts';
import type { AfterOfferDeps } from './after-offer-deps.ts';
import { planDisbursement } from './disbursement.ts';

/** Pages bank/disburse and bank/autopay: the payout account and the payment mode (-> IDENTITY_VERIFICATION). */
export function disbursementAccountRoute(app: FastifyInstance, deps: AfterOfferDeps): void {
  actionRoute(app, deps, {
    method: 'PUT',
    path: 'disbursement-account',
    summary:
      'Give the disbursement account and the autopay choice; VERIFIED or PENDING_REVIEW -> IDENTITY_VERIFICATION, FAILED_VERIFICATION stays',
    body: disbursementAccountBodySchema,
    response: disbursementAccountResultSchema,
    steps: ['DISBURSEMENT_ACCOUNT'],
    plan: (context, body) => planDisbursement(context, body, deps),
  });
}
