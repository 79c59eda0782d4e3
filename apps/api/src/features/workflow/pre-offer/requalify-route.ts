import { requalifyBodySchema } from '@lintel/domain/application/requalify';
import type { FastifyInstance } from 'fastify';
import type { ApplicationServices } from '../../applications/application-services.ts';
import { borrowerActionRoute } from '../steps/borrower-action-route.ts';

/**
 * Prequal win-back (page product/prequal-winback): the hard pull changed the pre-qualified offer. CONTINUE re-prices
 * on the hard pull (then REVISED_OFFER_SELECTION); WITHDRAW cancels the application (decision 103).
 */
export function requalifyRoute(app: FastifyInstance, services: ApplicationServices): void {
  borrowerActionRoute(app, services, {
    method: 'POST',
    path: 'requalify',
    summary: 'Continue to revised offers after the hard pull, or withdraw the application',
    body: requalifyBodySchema,
    plan: ({ current, body }) => {
      if (current !== 'REQUALIFY') return undefined;
      return { to: body.choice === 'CONTINUE' ? 'WAITING_FOR_UNDERWRITING' : 'CANCELLED' };
    },
  });
}
