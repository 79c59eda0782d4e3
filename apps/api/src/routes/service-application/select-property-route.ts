import { randomUUID } from 'node:crypto';
import { apiErrorSchema } from '@lintel/domain/api/api-error';
import { PROPERTY_NOT_LISTED, selectPropertyBodySchema } from '@lintel/domain/application/select-property';
import { serverStepStatusSchema } from '@lintel/domain/server-steps/server-step';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { findAccessibleApplication, notFound } from '../../applications/application-access.ts';
import {
  APPLICATION_BASE_V3,
  applicationParamsSchema,
  perApplicationErrors,
} from '../../applications/application-route-schemas.ts';
import type { ApplicationServices } from '../../applications/application-services.ts';
import { NOT_AT_THIS_STEP, runStepAction } from '../../applications/step-action.ts';
import { applicationProperties } from '../../db/schema/applications.ts';
import { sessionOf } from '../../identity/require-session.ts';
import type { PropertyData } from '../../providers/property-data/property-data.ts';
import { findPropertyCandidates } from './select-property-lookup.ts';

/**
 * The borrower picks, among the homes the records say they own, the one to borrow against (MULTIPLE_PROPERTY ->
 * LIEN_VERIFICATION). Another home than the applied one becomes a new property of the application and the selected
 * one; underwriting then values it (decision 107).
 */
export function selectPropertyRoute(
  app: FastifyInstance,
  services: ApplicationServices,
  propertyData: PropertyData,
): void {
  app.withTypeProvider<ZodTypeProvider>().put(
    `${APPLICATION_BASE_V3}/:uuid/property/select`,
    {
      schema: {
        tags: ['service-application'],
        summary: 'Choose the property to borrow against when the records show several',
        params: applicationParamsSchema,
        body: selectPropertyBodySchema,
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
      const session = sessionOf(request);
      const access = await findAccessibleApplication(services.db, session, request.params.uuid);
      if (!access) return notFound(reply);
      if (access.serverStep !== 'MULTIPLE_PROPERTY')
        return reply.code(409).send({ errors: [{ message: NOT_AT_THIS_STEP }] });
      // The vendor is asked outside the transaction (PGlite serialises transactions; keep them short).
      const found = await findPropertyCandidates({ ...services, propertyData }, access.id);
      const index = found?.candidates.findIndex((c) => c.propertyId === request.body.propertyId) ?? -1;
      const candidate = found?.candidates[index];
      const record = found?.records[index];
      if (!found || !candidate || !record) {
        return reply.code(400).send({ errors: [{ message: PROPERTY_NOT_LISTED, field: 'propertyId' }] });
      }
      const newPropertyId = candidate.applied ? undefined : randomUUID();
      const flood = record.flood;
      const result = await runStepAction(services, session, request.params.uuid, (current, applicationId) =>
        current !== 'MULTIPLE_PROPERTY'
          ? undefined
          : {
              to: 'LIEN_VERIFICATION',
              changes: {
                propertyComplete: true,
                datatreeNoMatch: false,
                waitingOnFloodCert: flood.specialFloodHazardArea && flood.certificateStatus === 'PENDING',
                ...(newPropertyId ? { selectedPropertyId: newPropertyId } : {}),
              },
              write: async (tx) => {
                if (!newPropertyId) return;
                await tx.insert(applicationProperties).values({
                  id: newPropertyId,
                  applicationId,
                  street1: candidate.street1,
                  street2: candidate.street2 ?? null,
                  city: candidate.city,
                  state: candidate.state,
                  zip: candidate.zip,
                  occupancyType: found.applied.occupancyType,
                  isListedForSale: found.applied.isListedForSale,
                  createdAt: services.clock.now(),
                });
              },
            },
      );
      if ('status' in result)
        return reply.code(result.status).send({ errors: [{ message: result.message }] });
      return result;
    },
  );
}
