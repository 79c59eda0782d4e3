import { submitApplicationBodySchema } from '@lintel/domain/application/summary-disclosure';
import type { FastifyInstance } from 'fastify';
import { actionRoute } from './action-route.ts';
import type { AfterOfferDeps } from './after-offer-deps.ts';
import { planSubmit } from './summary-disclosure.ts';

/** Page start/app-summary's submit: the hard pull then runs in the background (APP_SUBMISSION -> HARD_CREDIT_PULL). */
export function submitRoute(app: FastifyInstance, deps: AfterOfferDeps): void {
  actionRoute(app, deps, {
    method: 'POST',
    path: 'submit',
    summary: 'Submit the application; the hard credit pull follows (APP_SUBMISSION -> HARD_CREDIT_PULL)',
    body: submitApplicationBodySchema,
    steps: ['APP_SUBMISSION'],
    plan: () => planSubmit(),
  });
}
