import type { FastifyInstance } from 'fastify';
import type { FeatureOptions } from '../../platform/http/feature-options.ts';
import { adverseActionRoute } from './routes/adverse-action-route.ts';
import { offersRoute } from './routes/offers-route.ts';
import { allApplicationsRoute } from './routes/all-applications-route.ts';
import { coDeedStatusRoute } from './routes/co-deed-status-route.ts';
import { experimentsRoute } from './routes/experiments-route.ts';
import { fullStoryLinkRoute } from './routes/full-story-link-route.ts';
import { getApplicationRoute } from './routes/get-application-route.ts';
import { statusRoute } from './routes/status-route.ts';

/**
 * The application record's routes (service-application) and the server-step status (service-krang-heloc). The
 * borrower's step actions, which move the workflow, are the workflow feature's.
 */
export async function applicationFeature(app: FastifyInstance, opts: FeatureOptions): Promise<void> {
  for (const route of [
    allApplicationsRoute,
    coDeedStatusRoute,
    getApplicationRoute,
    experimentsRoute,
    fullStoryLinkRoute,
    statusRoute,
    offersRoute,
    adverseActionRoute,
  ]) {
    route(app, opts);
  }
}
