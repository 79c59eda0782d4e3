import { allApplications } from '@lintel/domain/api/endpoints/applications';
import { signerApplicationView, signerRelationOfRole } from '@lintel/domain/signers/signer-least-data';
import { and, asc, eq, isNotNull, or } from 'drizzle-orm';
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
    const rows = await services.db
      .select({
        id: applications.id,
        primaryIdentityId: applications.primaryIdentityId,
        role: applicationSigners.role,
      })
      .from(applications)
      .leftJoin(
        applicationSigners,
        and(
          eq(applicationSigners.applicationId, applications.id),
          eq(applicationSigners.identityId, session.identityId),
        ),
      )
      .where(
        and(
          eq(applications.orgCode, session.orgCode),
          or(eq(applications.primaryIdentityId, session.identityId), isNotNull(applicationSigners.id)),
        ),
      )
      .orderBy(asc(applications.createdAt));
    const views = await Promise.all(
      rows.map(async (row) => {
        const [aggregate, history] = await Promise.all([
          loadApplication(services.db, row.id),
          applicationHistory(services.db, row.id),
        ]);
        if (!aggregate) return [];
        const view = toApplicationView(aggregate, history);
        // The applications the caller signs, as their role may read them (decision 249).
        return [
          row.primaryIdentityId === session.identityId
            ? view
            : signerApplicationView(signerRelationOfRole(row.role ?? ''), view, session.identityId),
        ];
      }),
    );
    return views.flat();
  });
}
