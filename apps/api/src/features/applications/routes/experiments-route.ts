import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findAccessibleApplication, notFound } from '../application-access.ts';
import {
  APPLICATION_BASE_V3,
  applicationParamsSchema,
  perApplicationErrors,
} from '../application-route-schemas.ts';
import type { ApplicationServices } from '../application-services.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import { applications } from '../tables/application-table.ts';
import { sessionOf } from '../../identity/require-session.ts';

/** Experiment name -> variation (or "control"); bounded so the column cannot be used as free storage. */
const experimentsSchema = z
  .record(z.string().min(1).max(100), z.string().max(100))
  .refine((value) => Object.keys(value).length <= 50, { message: 'At most 50 experiments' });

export const experimentsBodySchema = z.strictObject({ experiments: experimentsSchema });
export const experimentsResponseSchema = z.object({ experiments: z.record(z.string(), z.string()) });

export function experimentsRoute(app: FastifyInstance, services: ApplicationServices): void {
  app.withTypeProvider<ZodTypeProvider>().patch(
    `${APPLICATION_BASE_V3}/:uuid/experiments`,
    {
      schema: {
        tags: ['service-application'],
        summary: "Merge experiment exposures into the application's experiments",
        params: applicationParamsSchema,
        body: experimentsBodySchema,
        response: { 200: experimentsResponseSchema, ...perApplicationErrors },
      },
      preHandler: services.requireSession,
    },
    async (request, reply) => {
      const session = sessionOf(request);
      const access = await findAccessibleApplication(services.db, session, request.params.uuid);
      if (!access) return notFound(reply);
      const merged = await services.db.transaction(async (tx) => {
        const [row] = await tx
          .select({ experiments: applications.experiments })
          .from(applications)
          .where(eq(applications.id, access.id))
          .for('update');
        const experiments = { ...row?.experiments, ...request.body.experiments };
        await tx
          .update(applications)
          .set({ experiments, updatedAt: services.clock.now() })
          .where(eq(applications.id, access.id));
        await recordAudit(tx, services.clock, {
          applicationId: access.id,
          actor: { type: 'BORROWER', id: session.identityId },
          action: 'application.experiments',
          before: row?.experiments ?? {},
          after: experiments,
        });
        return experiments;
      });
      return { experiments: merged };
    },
  );
}
