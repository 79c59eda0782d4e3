import { experiments } from '@lintel/domain/api/endpoints/applications';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FeatureOptions } from '../../../platform/http/feature-options.ts';
import { accessOf } from '../application-guard.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import { applications } from '../tables/application-table.ts';
import { sessionOf } from '../../identity/require-session.ts';

export function experimentsRoute(app: FastifyInstance, services: FeatureOptions): void {
  services.endpoints(app, experiments, async ({ body, request }) => {
    const session = sessionOf(request);
    const access = accessOf(request);
    const merged = await services.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ experiments: applications.experiments })
        .from(applications)
        .where(eq(applications.id, access.id))
        .for('update');
      const experiments = { ...row?.experiments, ...body.experiments };
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
  });
}
