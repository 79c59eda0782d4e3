import { applicationSchema } from '@lintel/domain/application/application';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { findAccessibleApplication, notFound } from '../../applications/application-access.ts';
import { toApplicationView } from '../../applications/application-mapper.ts';
import { loadApplication } from '../../applications/application-repository.ts';
import {
  APPLICATION_BASE,
  applicationParamsSchema,
  perApplicationErrors,
} from '../../applications/application-route-schemas.ts';
import type { ApplicationServices } from '../../applications/application-services.ts';
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
