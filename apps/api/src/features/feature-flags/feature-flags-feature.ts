import type { FastifyInstance } from 'fastify';
import type { FeatureOptions } from '../../platform/http/feature-options.ts';
import { flagAdminRoutes } from './flag-admin-routes.ts';
import { flagRoutes } from './flag-routes.ts';

/**
 * Feature flags as data, evaluated per organisation (`/service-optimize/{context}/...`, decision 052), and the admin
 * calls that switch them on a running server when ADMIN_TOKEN is set (decision 130).
 */
export async function featureFlagsFeature(app: FastifyInstance, opts: FeatureOptions): Promise<void> {
  flagRoutes(app, opts.db, opts.endpoints);
  flagAdminRoutes(app, opts);
}
