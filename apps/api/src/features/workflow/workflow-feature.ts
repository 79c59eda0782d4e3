import type { FastifyInstance } from 'fastify';
import type { FeatureOptions } from '../../platform/http/feature-options.ts';
import { createApplicationServices } from '../applications/application-services.ts';
import { afterOfferRoutes } from './after-offer/after-offer-routes.ts';
import { selectOfferRoute } from './after-offer/select-offer-route.ts';
import { closingRoutes } from './closing/closing-routes.ts';
import { confirmLiensRoute } from './credit/confirm-liens-route.ts';
import { creditFreezePinRoute } from './credit/credit-freeze-pin-route.ts';
import { creditRetryRoute } from './credit/credit-retry-route.ts';
import { creditStopRoute } from './credit/credit-retry-stop-route.ts';
import { propertyCandidatesRoute } from './credit/select-property-candidates-route.ts';
import { selectPropertyRoute } from './credit/select-property-route.ts';
import { ssnRoute } from './credit/ssn-route.ts';
import { assetsRoute } from './pre-offer/assets-route.ts';
import { bpoConditionRoute } from './pre-offer/bpo-condition-route.ts';
import { bpoOrderRoute } from './pre-offer/bpo-order-route.ts';
import { estimateValueRoute } from './pre-offer/estimate-value-route.ts';
import { requalifyRoute } from './pre-offer/requalify-route.ts';

/** The borrower's step actions (service-application): each moves the application to its next server step. */
export async function workflowFeature(app: FastifyInstance, opts: FeatureOptions): Promise<void> {
  const services = createApplicationServices(opts);
  for (const route of [
    confirmLiensRoute,
    ssnRoute,
    creditFreezePinRoute,
    selectOfferRoute,
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
  afterOfferRoutes(app, services, opts.providers);
  // Closing chain: closing disclosure, e-sign, notary, right to cancel (decisions 115-118).
  closingRoutes(app, services, opts.providers);
  // Choosing among several properties asks the property-data vendor again (decision 107).
  propertyCandidatesRoute(app, services, opts.providers.propertyData);
  selectPropertyRoute(app, services, opts.providers.propertyData);
}
