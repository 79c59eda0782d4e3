import type { FastifyInstance } from 'fastify';
import type { FeatureOptions } from '../../platform/http/feature-options.ts';
import { loanOfficerRoutes } from './loan-officer-routes.ts';

/** Referring loan officers (`/service-lead-portal/api/lo/...`), seeded as data (decision 051). */
export async function loanOfficersFeature(app: FastifyInstance, opts: FeatureOptions): Promise<void> {
  loanOfficerRoutes(app, opts.db, opts.endpoints);
}
