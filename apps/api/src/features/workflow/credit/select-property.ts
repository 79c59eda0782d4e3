import { randomUUID } from 'node:crypto';
import type { propertyCandidates, selectProperty } from '@lintel/domain/api/endpoints/credit-actions';
import { PROPERTY_NOT_LISTED } from '@lintel/domain/application/select-property';
import { applicationProperties } from '../../applications/tables/application-property-income.ts';
import type { WorkflowDeps } from '../jobs/workflow-deps.ts';
import {
  notAtThisStep,
  type ActionContext,
  type PlanResult,
  type ReadContext,
} from '../steps/step-module.ts';
import { findPropertyCandidates } from './select-property-lookup.ts';

const lookup = (deps: WorkflowDeps, applicationId: string) =>
  findPropertyCandidates({ ...deps, propertyData: deps.providers.propertyData }, applicationId);

/**
 * The properties the borrower may choose on review-app/property: several at MULTIPLE_PROPERTY, none at NO_PROPERTY
 * (the page then says what to do). Any other step: 409.
 */
export async function propertyCandidatesAnswer({
  deps,
  access,
  reply,
}: ReadContext<typeof propertyCandidates>) {
  if (access.serverStep === 'NO_PROPERTY') return { properties: [] };
  if (access.serverStep !== 'MULTIPLE_PROPERTY') return notAtThisStep(reply);
  const found = await lookup(deps, access.id);
  return { properties: found?.candidates ?? [] };
}

/**
 * MULTIPLE_PROPERTY -> LIEN_VERIFICATION: the borrower picks, among the homes the records say they own, the one to
 * borrow against. Another home than the applied one becomes a new property of the application and the selected one;
 * underwriting then values it (decision 107). The vendor is asked before the transaction opens.
 */
export async function planSelectProperty({
  deps,
  applicationId,
  body,
}: ActionContext<typeof selectProperty>): Promise<PlanResult> {
  const found = await lookup(deps, applicationId);
  const index = found?.candidates.findIndex((c) => c.propertyId === body.propertyId) ?? -1;
  const candidate = found?.candidates[index];
  const record = found?.records[index];
  if (!found || !candidate || !record) return [{ message: PROPERTY_NOT_LISTED, field: 'propertyId' }];
  const newPropertyId = candidate.applied ? undefined : randomUUID();
  const flood = record.flood;
  return {
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
        createdAt: deps.clock.now(),
      });
    },
  };
}
