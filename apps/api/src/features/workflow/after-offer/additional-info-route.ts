import { apiErrorSchema } from '@lintel/domain/api/api-error';
import {
  additionalInfoViewSchema,
  collectAdditionalInfoBodySchema,
} from '@lintel/domain/application/collect-additional-info';
import { serverStepStatusSchema } from '@lintel/domain/server-steps/server-step';
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
import { runAfterOfferAction } from './after-offer-action.ts';
import type { AfterOfferDeps } from './after-offer-deps.ts';
import { additionalInfoView, planAdditionalInfo } from './additional-info.ts';

/** Pages start/profile and start/contact: read what is on file, then send both pages' answers (-> HMDA). */
export function additionalInfoRoute(app: FastifyInstance, deps: AfterOfferDeps): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    `${APPLICATION_BASE_V3}/:uuid/additional-info`,
    {
      schema: {
        tags: ['service-application'],
        summary: 'Profile and contact details on file (the SSN only as hasSsn)',
        params: applicationParamsSchema,
        response: { 200: additionalInfoViewSchema, ...perApplicationErrors },
      },
      preHandler: deps.requireSession,
    },
    async (request, reply) => {
      const access = await findAccessibleApplication(deps.db, sessionOf(request), request.params.uuid);
      const aggregate = access && (await loadApplication(deps.db, access.id));
      if (!aggregate) return notFound(reply);
      return additionalInfoView(deps.db, aggregate);
    },
  );
  typed.put(
    `${APPLICATION_BASE_V3}/:uuid/additional-info`,
    {
      schema: {
        tags: ['service-application'],
        summary:
          'Give ownership, marital status, SSN, hard-credit consent and phone (COLLECT_ADDITIONAL_INFO -> HMDA)',
        params: applicationParamsSchema,
        body: collectAdditionalInfoBodySchema,
        response: {
          200: serverStepStatusSchema,
          400: apiErrorSchema,
          409: apiErrorSchema,
          ...perApplicationErrors,
        },
      },
      preHandler: deps.requireSession,
    },
    async (request, reply) => {
      const outcome = await runAfterOfferAction(
        deps,
        sessionOf(request),
        request.params.uuid,
        ['COLLECT_ADDITIONAL_INFO'],
        (context) => planAdditionalInfo(context, request.body, deps.encryption, deps.clock.now()),
      );
      if (!outcome.ok) return reply.code(outcome.status).send({ errors: outcome.errors });
      return { step: outcome.step };
    },
  );
}
