import { apiErrorSchema } from '@lintel/domain/api/api-error';
import { estimateValueBodySchema } from '@lintel/domain/application/estimate-value';
import { serverStepStatusSchema } from '@lintel/domain/server-steps/server-step';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  APPLICATION_BASE_V3,
  applicationParamsSchema,
  perApplicationErrors,
} from '../../applications/application-route-schemas.ts';
import { loadApplication } from '../../applications/application-repository.ts';
import type { ApplicationServices } from '../../applications/application-services.ts';
import { runStepAction } from '../../applications/step-action.ts';
import { applicationProperties } from '../../db/schema/applications.ts';
import { sessionOf } from '../../identity/require-session.ts';
import { selectedProperty } from '../../workflow/pre-offer/pre-offer-facts.ts';

/**
 * The borrower's estimate of the home's value (page bpo/estimate-value) when no AVM exists (NO_AVM: on to the liens)
 * or the BPO came back without a value (NO_BPO_ESTIMATE: underwriting again). Offers rest on it, sub-decision
 * BPO_PENDING, until a broker price opinion confirms it (decision 101).
 */
export function estimateValueRoute(app: FastifyInstance, services: ApplicationServices): void {
  app.withTypeProvider<ZodTypeProvider>().put(
    `${APPLICATION_BASE_V3}/:uuid/bpo/estimate-value`,
    {
      schema: {
        tags: ['service-application'],
        summary: "Give an estimate of the home's value when no automated valuation exists",
        params: applicationParamsSchema,
        body: estimateValueBodySchema,
        response: {
          200: serverStepStatusSchema,
          400: apiErrorSchema,
          409: apiErrorSchema,
          ...perApplicationErrors,
        },
      },
      preHandler: services.requireSession,
    },
    async (request, reply) => {
      const value = request.body.estimatedValue.toFixed(2);
      const result = await runStepAction(
        services,
        sessionOf(request),
        request.params.uuid,
        async (current, applicationId) => {
          if (current !== 'NO_AVM' && current !== 'NO_BPO_ESTIMATE') return undefined;
          const aggregate = await loadApplication(services.db, applicationId);
          const property = aggregate && selectedProperty(aggregate);
          if (!property) return undefined;
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
      );
      if ('status' in result)
        return reply.code(result.status).send({ errors: [{ message: result.message }] });
      return result;
    },
  );
}
