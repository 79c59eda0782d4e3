import {
  employerVerificationBodySchema,
  verifyIncomeBodySchema,
  verifyIncomeResultSchema,
} from '@lintel/domain/application/income-verification';
import type { FastifyInstance } from 'fastify';
import { actionRoute } from './action-route.ts';
import type { AfterOfferDeps } from './after-offer-deps.ts';
import { planEmployerDetails } from './employment.ts';
import { planVerifyIncome } from './income.ts';

/** Pages income/review (link and verify) and income/employer-verification (details for a manual check). */
export function incomeRoute(app: FastifyInstance, deps: AfterOfferDeps): void {
  actionRoute(app, deps, {
    method: 'POST',
    path: 'income/verify',
    summary:
      'Verify income: MATCHED -> DISBURSEMENT_ACCOUNT or EMPLOYMENT_VERIFICATION, LOWER -> REVISED_OFFER_SELECTION, PARTIAL/NOT_FOUND stay',
    body: verifyIncomeBodySchema,
    response: verifyIncomeResultSchema,
    steps: ['INCOME_VERIFICATION'],
    plan: (context, body) => planVerifyIncome(context, body, deps),
  });
  actionRoute(app, deps, {
    method: 'PUT',
    path: 'income/employer-verification',
    summary:
      'Give employer details for a manual verification (EMPLOYMENT_VERIFICATION -> DISBURSEMENT_ACCOUNT)',
    body: employerVerificationBodySchema,
    steps: ['EMPLOYMENT_VERIFICATION'],
    plan: (context, body) => planEmployerDetails(context, body, deps.clock.now()),
  });
}
