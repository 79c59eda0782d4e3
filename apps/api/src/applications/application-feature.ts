import type { FastifyInstance } from 'fastify';
import type { FeatureOptions } from '../platform/feature-options.ts';
import { adverseActionRoute } from '../routes/service-application/adverse-action-route.ts';
import { creditFreezePinRoute } from '../routes/service-application/credit-freeze-pin-route.ts';
import { confirmLiensRoute } from '../routes/service-application/confirm-liens-route.ts';
import { offersRoute } from '../routes/service-application/offers-route.ts';
import { selectOfferRoute } from '../routes/service-application/select-offer-route.ts';
import { ssnRoute } from '../routes/service-application/ssn-route.ts';
import { allApplicationsRoute } from '../routes/service-application/all-applications-route.ts';
import { coDeedStatusRoute } from '../routes/service-application/co-deed-status-route.ts';
import { experimentsRoute } from '../routes/service-application/experiments-route.ts';
import { fullStoryLinkRoute } from '../routes/service-application/full-story-link-route.ts';
import { getApplicationRoute } from '../routes/service-application/get-application-route.ts';
import { statusRoute } from '../routes/service-krang-heloc/status-route.ts';
import { createApplicationServices } from './application-services.ts';

/** The application record's routes (service-application) and the server-step status (service-krang-heloc). */
export async function applicationFeature(app: FastifyInstance, opts: FeatureOptions): Promise<void> {
  const services = createApplicationServices(opts);
  for (const route of [
    allApplicationsRoute,
    coDeedStatusRoute,
    getApplicationRoute,
    experimentsRoute,
    fullStoryLinkRoute,
    statusRoute,
    confirmLiensRoute,
    ssnRoute,
    creditFreezePinRoute,
    offersRoute,
    selectOfferRoute,
    adverseActionRoute,
  ]) {
    route(app, services);
  }
}
