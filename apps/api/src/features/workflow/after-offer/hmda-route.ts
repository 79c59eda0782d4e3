import { hmdaBodySchema } from '@lintel/domain/application/hmda';
import type { FastifyInstance } from 'fastify';
import { actionRoute } from './action-route.ts';
import type { AfterOfferDeps } from './after-offer-deps.ts';
import { planHmda } from './hmda.ts';

/** Page start/hmda: ethnicity, race and sex, or "I do not wish to provide" (HMDA -> SUMMARY_DISCLOSURE). */
export function hmdaRoute(app: FastifyInstance, deps: AfterOfferDeps): void {
  actionRoute(app, deps, {
    method: 'PUT',
    path: 'hmda',
    summary: 'Give the HMDA government-monitoring answers (HMDA -> SUMMARY_DISCLOSURE)',
    body: hmdaBodySchema,
    steps: ['HMDA'],
    plan: (context, body) => planHmda(context, body, deps.clock.now()),
  });
}
