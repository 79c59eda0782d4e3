import { adverseAction } from '@lintel/domain/api/endpoints/applications';
import { adverseActionSchema } from '@lintel/domain/application/adverse-action';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FeatureOptions } from '../../../platform/http/feature-options.ts';
import { notFound } from '../application-access.ts';
import { accessOf } from '../application-guard.ts';
import { applications } from '../tables/application-table.ts';

/**
 * The adverse-action notice underwriting stored with a decline (reasons and the credit score used). An application
 * without one (not declined) answers 404 like an inaccessible one (decision 096); the page then offers the phone.
 */
export function adverseActionRoute(app: FastifyInstance, services: FeatureOptions): void {
  services.endpoints(app, adverseAction, async ({ request, reply }) => {
    const access = accessOf(request);
    const [row] = await services.db
      .select({ adverseAction: applications.adverseAction })
      .from(applications)
      .where(eq(applications.id, access.id));
    // The jsonb column is untyped: parse, so a row written before the notice had this shape is a 404, not a 500.
    const stored = adverseActionSchema.safeParse(row?.adverseAction);
    if (!stored.success) return notFound(reply);
    return stored.data;
  });
}
