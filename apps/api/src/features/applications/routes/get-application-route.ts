import { applicationSchema } from '@lintel/domain/application/application';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { findAccessibleApplication, notFound } from '../application-access.ts';
import { toApplicationView } from '../application-mapper.ts';
import { loadApplication } from '../application-repository.ts';
import {
  APPLICATION_BASE,
  applicationParamsSchema,
  perApplicationErrors,
} from '../application-route-schemas.ts';
import type { ApplicationServices } from '../application-services.ts';
import { sessionOf } from '../../identity/require-session.ts';

export function getApplicationRoute(app: FastifyInstance, services: ApplicationServices): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    `${APPLICATION_BASE}/:uuid`,
    {
      schema: {
        tags: ['service-application'],
        summary: 'One application of the signed-in borrower or signer',
        params: applicationParamsSchema,
        response: { 200: applicationSchema, ...perApplicationErrors },
      },
      preHandler: services.requireSession,
    },
    async (request, reply) => {
      const access = await findAccessibleApplication(services.db, sessionOf(request), request.params.uuid);
      const aggregate = access && (await loadApplication(services.db, access.id));
      if (!aggregate) return notFound(reply);
      return toApplicationView(aggregate);
    },
  );
}
