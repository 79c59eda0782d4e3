import type { FastifyInstance } from 'fastify';
import type { FeatureOptions } from '../../platform/http/feature-options.ts';
import { telemetryRoutes } from './telemetry-routes.ts';

/** Tracker sessions and events (`/ft/{context}/...`), stored and deduplicated (decision 067). */
export async function telemetryFeature(app: FastifyInstance, opts: FeatureOptions): Promise<void> {
  telemetryRoutes(app, opts);
}
