import type { FastifyInstance } from 'fastify';
import type { ApplicationServices } from '../../applications/application-services.ts';
import type { Providers } from '../../../providers/providers.ts';
import { additionalInfoRoute } from './additional-info-route.ts';
import { disbursementAccountRoute } from './disbursement-account-route.ts';
import { identityVerificationRoute } from './identity-verification-route.ts';
import { documentsRoute } from './documents-route.ts';
import { incomeRoute } from './income-route.ts';
import { hmdaRoute } from './hmda-route.ts';
import { submitRoute } from './submit-route.ts';
import { summaryDisclosureRoute } from './summary-disclosure-route.ts';
import type { AfterOfferDeps } from './after-offer-deps.ts';

/** The borrower's actions from COLLECT_ADDITIONAL_INFO to IDENTITY_VERIFICATION (issue 5, decisions 110-114). */
export function afterOfferRoutes(
  app: FastifyInstance,
  services: ApplicationServices,
  providers: Providers,
): void {
  const deps: AfterOfferDeps = { ...services, providers };
  for (const route of [
    additionalInfoRoute,
    hmdaRoute,
    summaryDisclosureRoute,
    submitRoute,
    incomeRoute,
    documentsRoute,
    disbursementAccountRoute,
    identityVerificationRoute,
  ])
    route(app, deps);
}
