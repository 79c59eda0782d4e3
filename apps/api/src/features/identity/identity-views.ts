import type { BrokerSelfInfo, Identity, Profile } from '@lintel/domain/identity/identity';
import type { AddressRow, IdentityRow } from './identity-repository.ts';

function nameOf(row: IdentityRow): Identity['name'] {
  return row.firstName && row.lastName ? { firstName: row.firstName, lastName: row.lastName } : null;
}

export function toIdentity(row: IdentityRow): Identity {
  return {
    uuid: row.id,
    type: row.type,
    email: row.email,
    phoneNumbers: row.phoneNumbers,
    name: nameOf(row),
    isBroker: row.isBroker,
  };
}

export function toSelfInfo(row: IdentityRow, applicationName: string | null): BrokerSelfInfo {
  return { ...toIdentity(row), organizationCode: row.orgCode, product: 'heloc', applicationName };
}

/**
 * Profile of spec 001 §3. Features Lintel does not have (two-factor, TOTP, wallets, experiments) answer their
 * neutral values; the SSN is only ever reported as present or not (it lives on the application: decision 076).
 */
export function toProfile(row: IdentityRow, addresses: readonly AddressRow[], hasSsn: boolean): Profile {
  return {
    uuid: row.id,
    organizationCode: row.orgCode,
    profileType: row.type,
    email: row.email,
    updatedAt: row.updatedAt.toISOString(),
    name: nameOf(row),
    dob: row.dob,
    hasSsn,
    addresses: addresses.map((a) => ({
      uuid: a.id,
      street1: a.street1,
      street2: a.street2,
      city: a.city,
      state: a.state,
      zip: a.zip,
      ownership: a.ownership,
    })),
    aliases: [],
    twoFactorEnabled: false,
    passwordExpired: false,
    totpVerified: false,
    walletAddresses: [],
    isBroker: row.isBroker,
    optimizelyProfileUuid: null,
  };
}
