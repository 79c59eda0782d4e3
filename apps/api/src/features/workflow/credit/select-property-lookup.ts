import type { PropertyCandidate } from '@lintel/domain/application/select-property';
import { loadApplication } from '../../applications/application-repository.ts';
import type { Database } from '../../../platform/db/database.ts';
import { providerSubject } from '../jobs/provider-subject.ts';
import type { PropertyData, PropertyRecord } from '../../../providers/property-data/property-data.ts';
import type { FieldEncryption } from '../../../platform/security/field-encryption.ts';

export interface PropertyLookupDeps {
  db: Database;
  encryption: FieldEncryption;
  propertyData: PropertyData;
}

export interface FoundCandidates {
  records: PropertyRecord[];
  candidates: PropertyCandidate[];
  applied: { occupancyType: string; isListedForSale: boolean };
}

const sameAddress = (a: { street1: string; zip: string }, b: { street1: string; zip: string }) =>
  a.street1.trim().toLowerCase() === b.street1.trim().toLowerCase() &&
  a.zip.slice(0, 5) === b.zip.slice(0, 5);

/**
 * The homes the property records say the applicant owns, asked again of the data vendor (it answers the same for
 * the same applicant); the one they applied with is marked. Decision 107: the lookup is not stored.
 */
export async function findPropertyCandidates(
  deps: PropertyLookupDeps,
  applicationId: string,
): Promise<FoundCandidates | undefined> {
  const aggregate = await loadApplication(deps.db, applicationId);
  if (!aggregate) return undefined;
  const selected =
    aggregate.properties.find((p) => p.id === aggregate.application.selectedPropertyId) ??
    aggregate.properties[0];
  if (!selected) return undefined;
  const result = await deps.propertyData.lookup({ subject: providerSubject(aggregate, deps.encryption) });
  const records = result.outcome === 'SEVERAL' ? result.properties : [];
  return {
    records,
    candidates: records.map((record) => ({
      propertyId: record.propertyId,
      street1: record.address.street1,
      street2: record.address.street2 ?? null,
      city: record.address.city,
      state: record.address.state,
      zip: record.address.zip,
      county: record.county,
      applied: sameAddress(record.address, selected),
    })),
    applied: { occupancyType: selected.occupancyType, isListedForSale: selected.isListedForSale },
  };
}
