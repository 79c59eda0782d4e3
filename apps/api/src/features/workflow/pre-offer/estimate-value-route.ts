import { estimateValueBodySchema } from '@lintel/domain/application/estimate-value';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { loadApplication } from '../../applications/application-repository.ts';
import type { ApplicationServices } from '../../applications/application-services.ts';
import { applicationProperties } from '../../applications/tables/application-property-income.ts';
import { selectedProperty } from './pre-offer-facts.ts';
import { borrowerActionRoute } from '../steps/borrower-action-route.ts';

/**
 * The borrower's estimate of the home's value (page bpo/estimate-value) when no AVM exists (NO_AVM: on to the liens)
 * or the BPO came back without a value (NO_BPO_ESTIMATE: underwriting again). Offers rest on it, sub-decision
 * BPO_PENDING, until a broker price opinion confirms it (decision 101).
 */
export function estimateValueRoute(app: FastifyInstance, services: ApplicationServices): void {
  borrowerActionRoute(app, services, {
    method: 'PUT',
    path: 'bpo/estimate-value',
    summary: "Give an estimate of the home's value when no automated valuation exists",
    body: estimateValueBodySchema,
    plan: async ({ current, applicationId, body }) => {
      if (current !== 'NO_AVM' && current !== 'NO_BPO_ESTIMATE') return undefined;
      const aggregate = await loadApplication(services.db, applicationId);
      const property = aggregate && selectedProperty(aggregate);
      if (!property) return undefined;
      const value = body.estimatedValue.toFixed(2);
      return {
        to: current === 'NO_AVM' ? 'LIEN_VERIFICATION' : 'WAITING_FOR_UNDERWRITING',
        changes: { bpo: 'BPO_REQUIRED' },
        write: async (tx) => {
          await tx
            .update(applicationProperties)
            .set({ value })
            .where(eq(applicationProperties.id, property.id));
        },
      };
    },
  });
}
