import type { Organisation } from '@lintel/domain/organisation/organisation';

/** The lender's licensed states, alphabetical by code: the list the footer and the Licenses page show. */
export function sortedLicensedStates(organisation: Organisation): string[] {
  return [...organisation.orgMetaData.heloc.licensedStates].sort();
}
