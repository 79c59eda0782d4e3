import { randomUUID } from 'node:crypto';
import { PROPERTY_NOT_LISTED, selectPropertyBodySchema } from '@lintel/domain/application/select-property';
import type { FastifyInstance } from 'fastify';
import { findAccessibleApplication } from '../../applications/application-access.ts';
import type { ApplicationServices } from '../../applications/application-services.ts';
import { NOT_AT_THIS_STEP, runStepAction } from '../steps/step-action.ts';
import { fromStepAction, stepActionRoute } from '../steps/step-action-route.ts';
import { applicationProperties } from '../../applications/tables/application-property-income.ts';
import type { PropertyData } from '../../../providers/property-data/property-data.ts';
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
  stepActionRoute(app, services.requireSession, {
    method: 'PUT',
    path: 'property/select',
    summary: 'Choose the property to borrow against when the records show several',
    body: selectPropertyBodySchema,
    run: async ({ uuid, session, body }) => {
      const access = await findAccessibleApplication(services.db, session, uuid);
      if (!access) return { ok: false, status: 404, errors: [{ message: 'Not found' }] };
      if (access.serverStep !== 'MULTIPLE_PROPERTY')
        return { ok: false, status: 409, errors: [{ message: NOT_AT_THIS_STEP }] };
      // The vendor is asked outside the transaction (PGlite serialises transactions; keep them short).
      const found = await findPropertyCandidates({ ...services, propertyData }, access.id);
      const index = found?.candidates.findIndex((c) => c.propertyId === body.propertyId) ?? -1;
      const candidate = found?.candidates[index];
      const record = found?.records[index];
      if (!found || !candidate || !record)
        return { ok: false, status: 400, errors: [{ message: PROPERTY_NOT_LISTED, field: 'propertyId' }] };
      const newPropertyId = candidate.applied ? undefined : randomUUID();
      const flood = record.flood;
      const result = await runStepAction(services, session, uuid, (current, applicationId) =>
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
      return fromStepAction(result);
    },
  });
}
