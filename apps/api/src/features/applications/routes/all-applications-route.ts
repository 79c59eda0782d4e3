import { allApplications } from '@lintel/domain/api/endpoints/applications';
import { and, asc, eq, exists, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FeatureOptions } from '../../../platform/http/feature-options.ts';
import { toApplicationView } from '../application-mapper.ts';
import { loadApplication } from '../application-repository.ts';
import { applicationHistory } from '../application-history.ts';
import { applications } from '../tables/application-table.ts';
import { applicationSigners } from '../tables/application-parties.ts';
import { sessionOf } from '../../identity/require-session.ts';

export function allApplicationsRoute(app: FastifyInstance, services: FeatureOptions): void {
  services.endpoints(app, allApplications, async ({ request }) => {
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
    const views = await Promise.all(
      rows.map(async (row) => {
        const [aggregate, history] = await Promise.all([
          loadApplication(services.db, row.id),
          applicationHistory(services.db, row.id),
        ]);
        return aggregate ? [toApplicationView(aggregate, history)] : [];
      }),
    );
    return views.flat();
  });
}
