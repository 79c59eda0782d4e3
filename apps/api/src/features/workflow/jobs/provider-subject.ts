import type { ApplicationAggregate } from '../../applications/application-repository.ts';
import type { ProviderSubject } from '../../../providers/subject.ts';
import type { FieldEncryption } from '../../../platform/security/field-encryption.ts';

/** Who the third parties are asked about: the primary borrower and the selected property. */
export function providerSubject(
  aggregate: ApplicationAggregate,
  encryption: FieldEncryption,
): ProviderSubject {
  const { borrower, application } = aggregate;
  const property =
    aggregate.properties.find((p) => p.id === application.selectedPropertyId) ?? aggregate.properties[0];
  if (!borrower || !property) throw new Error(`Application ${application.id} has no borrower or property`);
  return {
    firstName: borrower.firstName,
    middleName: borrower.middleName ?? undefined,
    lastName: borrower.lastName,
    dob: borrower.dob ?? undefined,
    ssn: borrower.ssnEncrypted ? encryption.decrypt(borrower.ssnEncrypted) : undefined,
    creditFreezePin: borrower.creditFreezePinEncrypted
      ? encryption.decrypt(borrower.creditFreezePinEncrypted)
      : undefined,
    ownership: ownershipOf(borrower.addressOwnership),
    propertyAddress: {
      street1: property.street1,
      street2: property.street2 ?? undefined,
      city: property.city,
      state: property.state,
      zip: property.zip,
    },
  };
}

const OWNERSHIPS = new Set(['SOLE_OWNER', 'JOINT_OWNER', 'TRUST']);

/** The borrower's stated ownership, when it is one the providers know. */
export function ownershipOf(value: string | null): ProviderSubject['ownership'] {
  return value && OWNERSHIPS.has(value) ? (value as ProviderSubject['ownership']) : undefined;
}
