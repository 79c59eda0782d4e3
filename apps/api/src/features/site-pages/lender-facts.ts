import type { Organisation } from '@lintel/domain/organisation/organisation';
import { DEPARTMENTS } from '@lintel/domain/shell-contracts/operating-hours';
import { groupOperatingHours, type OperatingHoursLine } from '@lintel/domain/shell-rules/operating-hours';
import { usStateName } from '@lintel/domain/validation/us-state-names';
import type { Database } from '../../platform/db/database.ts';
import { findWeek } from '../operating-hours/operating-hours-repository.ts';
import { sortedLicensedStates } from '../state-licenses/licensed-states.ts';

/** What the default pages say about a lender, all from its organisation data and its phone hours. */
export interface LenderFacts {
  companyName: string;
  companyNameShort: string;
  product: string;
  nmls: string;
  nmlsUrl: string;
  /** 'Equal Housing Lender' or 'Equal Opportunity Lender', from the footer's image; null when it shows none. */
  equalHousing: string | null;
  addressLines: string[];
  phone: string;
  phoneHref: string;
  email: string;
  disclosureCopy: string;
  /** Names of the states it lends in, alphabetical by name. */
  licensedStateNames: string[];
  /** The phone line's week in Pacific Time, grouped as the footer shows it; empty when it has no hours. */
  hours: OperatingHoursLine[];
  privacyHref: string;
  termsHref: string;
  licensesHref: string;
}

const EQUAL_HOUSING = { EHL: 'Equal Housing Lender', EOL: 'Equal Opportunity Lender', OTHER: null } as const;

export async function lenderFacts(db: Database, organisation: Organisation): Promise<LenderFacts> {
  const info = organisation.orgMetaData.companyInfo;
  const { street1, street2, city, state, zip } = info.companyAddress;
  const week = await findWeek(db, organisation.orgCode, DEPARTMENTS.phone);
  return {
    companyName: info.companyName,
    companyNameShort: info.companyNameShort,
    product: info.companyProduct,
    nmls: info.companyNMLS,
    nmlsUrl: info.companyNmlsURL,
    equalHousing: EQUAL_HOUSING[info.footerImage],
    addressLines: [street2 ? `${street1}, ${street2}` : street1, `${city}, ${state} ${zip}`],
    phone: info.phoneFormatted,
    phoneHref: `tel:${info.phoneFormatted.replace(/[^\d+]/g, '')}`,
    email: info.email,
    disclosureCopy: info.disclosureCopy,
    licensedStateNames: sortedLicensedStates(organisation)
      .map(usStateName)
      .sort((a, b) => a.localeCompare(b, 'en-US')),
    hours: groupOperatingHours(week),
    privacyHref: info.privacyLinkIsExternal ? info.privacyPolicyUrl : '/privacy',
    termsHref: info.termsOfUseUrl,
    licensesHref: info.licensesUrl,
  };
}
