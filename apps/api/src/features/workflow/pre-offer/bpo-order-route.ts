import { bpoOrderBodySchema } from '@lintel/domain/application/bpo';
import type { FastifyInstance } from 'fastify';
import type { ApplicationServices } from '../../applications/application-services.ts';
import { borrowerActionRoute } from '../steps/borrower-action-route.ts';

/**
 * The borrower orders the broker price opinion and agrees to its cost (page bpo/order-bpo). The order itself is
 * placed by the BPO_PROCESSING job, which then waits for the broker (decision 104).
 */
export function bpoOrderRoute(app: FastifyInstance, services: ApplicationServices): void {
  borrowerActionRoute(app, services, {
    method: 'POST',
    path: 'bpo/order',
    summary: 'Order the broker price opinion, agreeing to its cost',
    body: bpoOrderBodySchema,
    plan: ({ current }) =>
      current === 'BPO_ORDER' ? { to: 'BPO_PROCESSING', changes: { bpo: 'BPO_PROCESSING' } } : undefined,
  });
}
