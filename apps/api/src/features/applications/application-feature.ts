import type { FastifyInstance } from 'fastify';
import type { FeatureOptions } from '../../platform/http/feature-options.ts';
import { adverseActionRoute } from './routes/adverse-action-route.ts';
import { assetsRoute } from '../workflow/pre-offer/assets-route.ts';
import { bpoConditionRoute } from '../workflow/pre-offer/bpo-condition-route.ts';
import { bpoOrderRoute } from '../workflow/pre-offer/bpo-order-route.ts';
import { estimateValueRoute } from '../workflow/pre-offer/estimate-value-route.ts';
import { requalifyRoute } from '../workflow/pre-offer/requalify-route.ts';
import { creditFreezePinRoute } from '../workflow/credit/credit-freeze-pin-route.ts';
import { creditRetryRoute } from '../workflow/credit/credit-retry-route.ts';
import { creditStopRoute } from '../workflow/credit/credit-retry-stop-route.ts';
import { propertyCandidatesRoute } from '../workflow/credit/select-property-candidates-route.ts';
import { selectPropertyRoute } from '../workflow/credit/select-property-route.ts';
import { createSandboxProviders } from '../../providers/providers.ts';
import { confirmLiensRoute } from '../workflow/credit/confirm-liens-route.ts';
import { offersRoute } from './routes/offers-route.ts';
import { selectOfferRoute } from '../workflow/after-offer/select-offer-route.ts';
import { ssnRoute } from '../workflow/credit/ssn-route.ts';
import { allApplicationsRoute } from './routes/all-applications-route.ts';
import { coDeedStatusRoute } from './routes/co-deed-status-route.ts';
import { experimentsRoute } from './routes/experiments-route.ts';
import { fullStoryLinkRoute } from './routes/full-story-link-route.ts';
import { getApplicationRoute } from './routes/get-application-route.ts';
import { statusRoute } from './routes/status-route.ts';
import { createApplicationServices } from './application-services.ts';
import { afterOfferRoutes } from '../workflow/after-offer/after-offer-routes.ts';
import { closingRoutes } from '../workflow/closing/closing-routes.ts';

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
