import type { FastifyInstance } from 'fastify';
import type { FeatureOptions } from '../platform/feature-options.ts';
import { adverseActionRoute } from '../routes/service-application/adverse-action-route.ts';
import { assetsRoute } from '../routes/service-application/assets-route.ts';
import { bpoConditionRoute } from '../routes/service-application/bpo-condition-route.ts';
import { bpoOrderRoute } from '../routes/service-application/bpo-order-route.ts';
import { estimateValueRoute } from '../routes/service-application/estimate-value-route.ts';
import { requalifyRoute } from '../routes/service-application/requalify-route.ts';
import { creditFreezePinRoute } from '../routes/service-application/credit-freeze-pin-route.ts';
import { creditRetryRoute } from '../routes/service-application/credit-retry-route.ts';
import { creditStopRoute } from '../routes/service-application/credit-retry-stop-route.ts';
import { propertyCandidatesRoute } from '../routes/service-application/select-property-candidates-route.ts';
import { selectPropertyRoute } from '../routes/service-application/select-property-route.ts';
import { createSandboxProviders } from '../providers/providers.ts';
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
import { afterOfferRoutes } from '../workflow/after-offer/after-offer-routes.ts';
import { closingRoutes } from '../routes/service-application/closing-routes.ts';

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
    // Pre-offer branches (decisions 100-104).
    assetsRoute,
    estimateValueRoute,
    requalifyRoute,
    bpoConditionRoute,
    bpoOrderRoute,
    creditStopRoute,
    creditRetryRoute,
  ]) {
    route(app, services);
  }
  afterOfferRoutes(app, services, opts);
  // Closing chain: closing disclosure, e-sign, notary, right to cancel (decisions 115-118).
  closingRoutes(app, services, opts);
  // Choosing among several properties asks the property-data vendor again (decision 107).
  const { propertyData } = createSandboxProviders({ latencyMs: opts.config.sandboxLatencyMs ?? 0 });
  propertyCandidatesRoute(app, services, propertyData);
  selectPropertyRoute(app, services, propertyData);
}
