import { fullStoryLink, fullStoryLinkV3 } from '@lintel/domain/api/endpoints/applications';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FeatureOptions } from '../../../platform/http/feature-options.ts';
import { accessOf } from '../application-guard.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import { applications } from '../tables/application-table.ts';
import { sessionOf } from '../../identity/require-session.ts';

export function fullStoryLinkRoute(app: FastifyInstance, services: FeatureOptions): void {
  // Spec 001 §7: "a PUT to the application path plus /full-story-link"; the v3 path is accepted too (decision 059).
  for (const target of [fullStoryLink, fullStoryLinkV3]) {
    services.endpoints(app, target, async ({ body, request, reply }) => {
      const session = sessionOf(request);
      const access = accessOf(request);
      await services.db.transaction(async (tx) => {
        await tx
          .update(applications)
          .set({ fullStoryLink: body.link, updatedAt: services.clock.now() })
          .where(eq(applications.id, access.id));
        await recordAudit(tx, services.clock, {
          applicationId: access.id,
          actor: { type: 'BORROWER', id: session.identityId },
          action: 'application.full-story-link',
          after: { fullStoryLink: body.link },
        });
      });
      return reply.code(204).send(null);
    });
  }
}
