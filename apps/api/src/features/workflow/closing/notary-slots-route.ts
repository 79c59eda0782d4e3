import { apiErrorSchema } from '@lintel/domain/api/api-error';
import { notarySlotsSchema } from '@lintel/domain/application/notary';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { findAccessibleApplication, notFound } from '../../applications/application-access.ts';
import { loadApplication } from '../../applications/application-repository.ts';
import {
  APPLICATION_BASE_V3,
  applicationParamsSchema,
  perApplicationErrors,
} from '../../applications/application-route-schemas.ts';
import { NOT_AT_THIS_STEP } from '../steps/step-action.ts';
import { sessionOf } from '../../identity/require-session.ts';
import { providerSubject } from '../jobs/provider-subject.ts';
import type { ClosingServices } from './closing-services.ts';
import { CLOSING_TAGS } from './closing-route-schemas.ts';

/** The remote notary sessions on offer (page notary/intro), while the notary disclosures wait for a booking. */
export function notarySlotsRoute(app: FastifyInstance, services: ClosingServices): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    `${APPLICATION_BASE_V3}/:uuid/notary/slots`,
    {
      schema: {
        tags: CLOSING_TAGS,
        summary: 'Remote online notary sessions the borrower may book',
        params: applicationParamsSchema,
        response: { 200: notarySlotsSchema, 409: apiErrorSchema, ...perApplicationErrors },
      },
      preHandler: services.requireSession,
    },
    async (request, reply) => {
      const access = await findAccessibleApplication(services.db, sessionOf(request), request.params.uuid);
      if (!access) return notFound(reply);
      const aggregate =
        access.serverStep === 'NOTARY_DISCLOSURE' ? await loadApplication(services.db, access.id) : undefined;
      if (!aggregate) return reply.code(409).send({ errors: [{ message: NOT_AT_THIS_STEP }] });
      const slots = await services.providers.notary.availableSlots({
        subject: providerSubject(aggregate, services.encryption),
        from: services.clock.now(),
      });
      return { slots: slots.map((s) => ({ start: s.start.toISOString(), end: s.end.toISOString() })) };
    },
  );
}
