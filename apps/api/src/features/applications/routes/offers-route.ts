import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { offersResponseSchema } from '@lintel/domain/application/offer';
import { findAccessibleApplication, notFound } from '../application-access.ts';
import {
  APPLICATION_BASE_V3,
  applicationParamsSchema,
  perApplicationErrors,
} from '../application-route-schemas.ts';
import type { ApplicationServices } from '../application-services.ts';
import { currentOffers } from '../offer-repository.ts';
import { sessionOf } from '../../identity/require-session.ts';

export function offersRoute(app: FastifyInstance, services: ApplicationServices): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    `${APPLICATION_BASE_V3}/:uuid/offers`,
    {
      schema: {
        tags: ['service-application'],
        summary: 'The current offers of the application (empty before underwriting or after a decline)',
        params: applicationParamsSchema,
        response: { 200: offersResponseSchema, ...perApplicationErrors },
      },
      preHandler: services.requireSession,
    },
    async (request, reply) => {
      const access = await findAccessibleApplication(services.db, sessionOf(request), request.params.uuid);
      if (!access) return notFound(reply);
      return { offers: await currentOffers(services.db, access.id) };
    },
  );
}
