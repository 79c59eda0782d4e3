import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findAccessibleApplication, notFound } from '../application-access.ts';
import {
  APPLICATION_BASE,
  APPLICATION_BASE_V3,
  applicationParamsSchema,
  perApplicationErrors,
} from '../application-route-schemas.ts';
import type { ApplicationServices } from '../application-services.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import { applications } from '../tables/application-table.ts';
import { sessionOf } from '../../identity/require-session.ts';

/** Only https links: the link is shown to agents, so a `javascript:` URL must never get in. */
export const fullStoryLinkBodySchema = z.strictObject({
  link: z.url({ protocol: /^https$/ }).max(2048),
});

export function fullStoryLinkRoute(app: FastifyInstance, services: ApplicationServices): void {
  // Spec 001 §7: "a PUT to the application path plus /full-story-link"; the v3 path is accepted too (decision 059).
  for (const base of [APPLICATION_BASE, APPLICATION_BASE_V3]) {
    app.withTypeProvider<ZodTypeProvider>().put(
      `${base}/:uuid/full-story-link`,
      {
        schema: {
          tags: ['service-application'],
          summary: 'Store the session-replay link of the application',
          params: applicationParamsSchema,
          body: fullStoryLinkBodySchema,
          response: { 204: z.null(), ...perApplicationErrors },
        },
        preHandler: services.requireSession,
      },
      async (request, reply) => {
        const session = sessionOf(request);
        const access = await findAccessibleApplication(services.db, session, request.params.uuid);
        if (!access) return notFound(reply);
        await services.db.transaction(async (tx) => {
          await tx
            .update(applications)
            .set({ fullStoryLink: request.body.link, updatedAt: services.clock.now() })
            .where(eq(applications.id, access.id));
          await recordAudit(tx, services.clock, {
            applicationId: access.id,
            actor: { type: 'BORROWER', id: session.identityId },
            action: 'application.full-story-link',
            after: { fullStoryLink: request.body.link },
          });
        });
        return reply.code(204).send(null);
      },
    );
  }
}
