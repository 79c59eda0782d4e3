import type {
  LoanOriginatorLicensedStates,
  LoanOriginator,
} from '@lintel/domain/reference-data/loan-originator';
import type { LoanOfficerRow } from './loan-officer-repository.ts';

export function toLicensedStates(row: LoanOfficerRow): LoanOriginatorLicensedStates {
  return {
    loanOriginatorUuid: row.id,
    enforceLicensedStatesForReferral: row.enforceLicensedStates,
    licensedStates: [...row.licensedStates].sort(),
  };
}

export function toLoanOriginator(row: LoanOfficerRow): LoanOriginator {
  return {
    ...toLicensedStates(row),
    userInfo: {
      uuid: row.id,
      firstName: row.firstName,
      lastName: row.lastName,
      organizationCode: row.orgCode,
    },
    originatorDisplayInfo: {
      originatorName: `${row.firstName} ${row.lastName}`,
      brokerName: row.brokerName,
      avatarUri: row.avatarUri,
      email: row.email,
      phoneNumber: row.phoneNumber,
      nmls: row.nmls,
    },
  };
}
