import type { FastifyInstance } from 'fastify';
import type { FeatureOptions } from '../../platform/http/feature-options.ts';
import { operatingHoursRoutes } from './operating-hours-routes.ts';

/** Operating hours as data per organisation (`/service-operating-hours/external/api/v1/hours/...`, decision 066). */
export async function operatingHoursFeature(app: FastifyInstance, opts: FeatureOptions): Promise<void> {
  operatingHoursRoutes(app, opts);
}
