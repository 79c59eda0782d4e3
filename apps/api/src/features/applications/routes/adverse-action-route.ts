import { adverseActionSchema } from '@lintel/domain/application/adverse-action';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { findAccessibleApplication, notFound } from '../application-access.ts';
import {
  APPLICATION_BASE_V3,
  applicationParamsSchema,
  perApplicationErrors,
} from '../application-route-schemas.ts';
import type { ApplicationServices } from '../application-services.ts';
import { applications } from '../tables/application-table.ts';
import { sessionOf } from '../../identity/require-session.ts';

/**
 * The adverse-action notice underwriting stored with a decline (reasons and the credit score used). An application
 * without one (not declined) answers 404 like an inaccessible one (decision 096); the page then offers the phone.
 */
export function adverseActionRoute(app: FastifyInstance, services: ApplicationServices): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    `${APPLICATION_BASE_V3}/:uuid/adverse-action`,
    {
      schema: {
        tags: ['service-application'],
        summary: 'The principal reasons and the credit score used for a declined application',
        params: applicationParamsSchema,
        response: { 200: adverseActionSchema, ...perApplicationErrors },
      },
      preHandler: services.requireSession,
    },
    async (request, reply) => {
      const access = await findAccessibleApplication(services.db, sessionOf(request), request.params.uuid);
      if (!access) return notFound(reply);
      const [row] = await services.db
        .select({ adverseAction: applications.adverseAction })
        .from(applications)
        .where(eq(applications.id, access.id));
      // The jsonb column is untyped: parse, so a row written before the notice had this shape is a 404, not a 500.
      const stored = adverseActionSchema.safeParse(row?.adverseAction);
      if (!stored.success) return notFound(reply);
      return stored.data;
    },
  );
}
