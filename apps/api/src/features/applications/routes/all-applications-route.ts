import { applicationSchema } from '@lintel/domain/application/application';
import { apiErrorSchema } from '@lintel/domain/api/api-error';
import { and, asc, eq, exists, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { toApplicationView } from '../application-mapper.ts';
import { loadApplication } from '../application-repository.ts';
import { APPLICATION_BASE } from '../application-route-schemas.ts';
import type { ApplicationServices } from '../application-services.ts';
import { applications } from '../tables/application-table.ts';
import { applicationSigners } from '../tables/application-parties.ts';
import { sessionOf } from '../../identity/require-session.ts';

export function allApplicationsRoute(app: FastifyInstance, services: ApplicationServices): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    `${APPLICATION_BASE}/all`,
    {
      schema: {
        tags: ['service-application'],
        summary: "The signed-in identity's applications (as borrower or signer), oldest first",
        response: { 200: z.array(applicationSchema), 401: apiErrorSchema, 403: apiErrorSchema },
      },
      preHandler: services.requireSession,
    },
    async (request) => {
      const session = sessionOf(request);
      const signer = services.db
        .select({ id: applicationSigners.id })
        .from(applicationSigners)
        .where(
          and(
            eq(applicationSigners.applicationId, applications.id),
            eq(applicationSigners.identityId, session.identityId),
          ),
        );
      const rows = await services.db
        .select({ id: applications.id })
        .from(applications)
        .where(
          and(
            eq(applications.orgCode, session.orgCode),
            or(eq(applications.primaryIdentityId, session.identityId), exists(signer)),
          ),
        )
        .orderBy(asc(applications.createdAt));
      const aggregates = await Promise.all(rows.map((row) => loadApplication(services.db, row.id)));
      return aggregates.flatMap((aggregate) => (aggregate ? [toApplicationView(aggregate)] : []));
    },
  );
}
