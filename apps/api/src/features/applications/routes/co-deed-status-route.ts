import { apiErrorSchema } from '@lintel/domain/api/api-error';
import { verificationStatusSchema } from '@lintel/domain/application/application-enums';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { APPLICATION_BASE } from '../application-route-schemas.ts';
import type { ApplicationServices } from '../application-services.ts';
import { applications } from '../tables/application-table.ts';
import { applicationSigners } from '../tables/application-parties.ts';
import { sessionOf } from '../../identity/require-session.ts';

/** Decision 059: the shape is not shown; we answer one entry per application the caller co-deeds. */
export const coDeedStatusSchema = z.object({
  applications: z.array(z.object({ uuid: z.uuid(), coDeedStatus: verificationStatusSchema })),
});

export function coDeedStatusRoute(app: FastifyInstance, services: ApplicationServices): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    `${APPLICATION_BASE}/co-deed/status`,
    {
      schema: {
        tags: ['service-application'],
        summary: 'Co-deed status of the applications the signed-in identity co-deeds',
        response: { 200: coDeedStatusSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
      preHandler: services.requireSession,
    },
    async (request) => {
      const session = sessionOf(request);
      const rows = await services.db
        .select({ uuid: applications.id, coDeedStatus: applications.coDeedStatus })
        .from(applicationSigners)
        .innerJoin(applications, eq(applications.id, applicationSigners.applicationId))
        .where(
          and(
            eq(applicationSigners.identityId, session.identityId),
            eq(applicationSigners.role, 'CO_DEEDER'),
            eq(applications.orgCode, session.orgCode),
          ),
        )
        .orderBy(asc(applications.createdAt));
      return {
        applications: rows.map((row) => ({
          uuid: row.uuid,
          coDeedStatus: z.catch(verificationStatusSchema, 'INITIAL').parse(row.coDeedStatus ?? 'INITIAL'),
        })),
      };
    },
  );
}
