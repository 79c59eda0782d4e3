import { coDeedStatus } from '@lintel/domain/api/endpoints/applications';
import { verificationStatusSchema } from '@lintel/domain/application/application-enums';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import type { FeatureOptions } from '../../../platform/http/feature-options.ts';
import { applications } from '../tables/application-table.ts';
import { applicationSigners } from '../tables/application-parties.ts';
import { sessionOf } from '../../identity/require-session.ts';

/** A stored status this version does not know reads as INITIAL. */
const storedCoDeedStatus = z.catch(verificationStatusSchema, 'INITIAL');

export function coDeedStatusRoute(app: FastifyInstance, services: FeatureOptions): void {
  services.endpoints(app, coDeedStatus, async ({ request }) => {
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
        coDeedStatus: storedCoDeedStatus.parse(row.coDeedStatus ?? 'INITIAL'),
      })),
    };
  });
}
