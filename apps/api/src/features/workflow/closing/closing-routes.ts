import type { FastifyInstance } from 'fastify';
import type { ApplicationServices } from '../../applications/application-services.ts';
import type { Providers } from '../../../providers/providers.ts';
import { createClosingServices } from './closing-services.ts';
import { closingAcceptRoute } from './closing-accept-route.ts';
import { closingCancelRoute } from './closing-cancel-route.ts';
import { closingInsuranceRoute } from './closing-insurance-route.ts';
import { closingStatusRoute } from './closing-status-route.ts';
import { notaryManualRoute } from './notary-manual-route.ts';
import { notarySessionRoute } from './notary-session-route.ts';
import { notarySlotsRoute } from './notary-slots-route.ts';
import { signingSignRoute } from './signing-sign-route.ts';

/** The closing chain's routes (decision 115): closing disclosure, note e-signature, notary, insurance, right to cancel. */
export function closingRoutes(
  app: FastifyInstance,
  services: ApplicationServices,
  providers: Providers,
): void {
  const closing = createClosingServices(services, providers);
  for (const route of [
    closingStatusRoute,
    closingAcceptRoute,
    signingSignRoute,
    notarySlotsRoute,
    notarySessionRoute,
    notaryManualRoute,
    closingInsuranceRoute,
    closingCancelRoute,
  ]) {
    route(app, closing);
  }
}
