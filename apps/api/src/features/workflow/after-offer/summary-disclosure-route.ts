import {
  acceptSummaryDisclosureBodySchema,
  summaryDisclosureSchema,
} from '@lintel/domain/application/summary-disclosure';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { findAccessibleApplication, notFound } from '../../applications/application-access.ts';
import { loadApplication } from '../../applications/application-repository.ts';
import {
  APPLICATION_BASE_V3,
  applicationParamsSchema,
  perApplicationErrors,
} from '../../applications/application-route-schemas.ts';
import { sessionOf } from '../../identity/require-session.ts';
import { actionRoute } from './action-route.ts';
import type { AfterOfferDeps } from './after-offer-deps.ts';
import { planAcceptSummary, summaryDisclosure } from './summary-disclosure.ts';

/** Page start/app-summary: read the summary of the chosen line, then accept it (SUMMARY_DISCLOSURE -> APP_SUBMISSION). */
export function summaryDisclosureRoute(app: FastifyInstance, deps: AfterOfferDeps): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    `${APPLICATION_BASE_V3}/:uuid/summary-disclosure`,
    {
      schema: {
        tags: ['service-application'],
        summary: 'The summary disclosure of the chosen line (404 until an offer is chosen)',
        params: applicationParamsSchema,
        response: { 200: summaryDisclosureSchema, ...perApplicationErrors },
      },
      preHandler: deps.requireSession,
    },
    async (request, reply) => {
      const access = await findAccessibleApplication(deps.db, sessionOf(request), request.params.uuid);
      const aggregate = access && (await loadApplication(deps.db, access.id));
      const summary = aggregate && (await summaryDisclosure(deps.db, aggregate));
      return summary ?? notFound(reply);
    },
  );
  actionRoute(app, deps, {
    method: 'POST',
    path: 'summary-disclosure/accept',
    summary: 'Accept the summary disclosure (SUMMARY_DISCLOSURE -> APP_SUBMISSION)',
    body: acceptSummaryDisclosureBodySchema,
    steps: ['SUMMARY_DISCLOSURE'],
    plan: () => planAcceptSummary(),
  });
}
