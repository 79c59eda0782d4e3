import type { FeatureOptions } from '../../platform/http/feature-options.ts';
import type { ProviderSubject } from '../../providers/subject.ts';
import { loadApplication } from '../applications/application-repository.ts';
import type { InvitationRow } from './invitation-service.ts';

/**
 * The signer as a provider is asked about them (the identity check, the notary platform): their own name and the
 * home being pledged, never the borrower's date of birth or SSN, which the signer did not give.
 */
export async function signerSubject(
  opts: Pick<FeatureOptions, 'db'>,
  row: InvitationRow,
): Promise<ProviderSubject | undefined> {
  const aggregate = await loadApplication(opts.db, row.applicationId);
  const property =
    aggregate?.properties.find((p) => p.id === aggregate.application.selectedPropertyId) ?? aggregate?.properties[0];
  if (!property) return undefined;
  const { street1, city, state, zip } = property;
  return { firstName: row.firstName, lastName: row.lastName, propertyAddress: { street1, city, state, zip } };
}
