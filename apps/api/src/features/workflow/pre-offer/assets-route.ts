import { assetsBodySchema } from '@lintel/domain/application/assets';
import type { FastifyInstance } from 'fastify';
import type { ApplicationServices } from '../../applications/application-services.ts';
import { borrowerActionRoute } from '../steps/borrower-action-route.ts';

/**
 * Asset depletion (page product/assets): the borrower's liquid assets count as income (÷ 360 months), then
 * underwriting runs again in the background (decision 100).
 */
export function assetsRoute(app: FastifyInstance, services: ApplicationServices): void {
  borrowerActionRoute(app, services, {
    method: 'PUT',
    path: 'assets',
    summary: 'Declare liquid assets for asset depletion and underwrite again',
    body: assetsBodySchema,
    plan: ({ current, body }) =>
      current === 'ASSETS_PREQUAL'
        ? {
            to: 'WAITING_FOR_UNDERWRITING',
            changes: { assetDepletionComplete: true, assetDepletionAmount: body.amount.toFixed(2) },
          }
        : undefined,
  });
}
