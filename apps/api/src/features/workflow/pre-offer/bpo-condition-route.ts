import { bpoConditionBodySchema } from '@lintel/domain/application/bpo';
import type { FastifyInstance } from 'fastify';
import type { ApplicationServices } from '../../applications/application-services.ts';
import { borrowerActionRoute } from '../steps/borrower-action-route.ts';

/**
 * The property condition for the broker (page bpo/condition, Texas). The BPO is then to be ordered: status
 * UNKNOWN_BPO_STATUS, which routes to bpo/order-bpo (decision 104).
 */
export function bpoConditionRoute(app: FastifyInstance, services: ApplicationServices): void {
  borrowerActionRoute(app, services, {
    method: 'PUT',
    path: 'bpo/condition',
    summary: 'State the property condition before the broker price opinion is ordered',
    body: bpoConditionBodySchema,
    plan: ({ current, body }) =>
      current === 'BPO_CONDITION'
        ? {
            to: 'BPO_ORDER',
            changes: { propertyCondition: body.propertyCondition, bpo: 'UNKNOWN_BPO_STATUS' },
          }
        : undefined,
  });
}
