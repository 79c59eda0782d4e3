import type { FastifyInstance } from 'fastify';
import type { FeatureOptions } from '../platform/feature-options.ts';
import { flagRoutes } from './flag-routes.ts';

/** Feature flags as data, evaluated per organisation (`/service-optimize/{context}/...`, decision 052). */
export async function featureFlagsFeature(app: FastifyInstance, opts: FeatureOptions): Promise<void> {
  flagRoutes(app, opts.db);
}
