// Apart from us-states.ts, which every page's entry holds: only the pages that name a state load the names.
import { isUsStateCode, type UsStateCode } from './us-states.ts';

/** Names of the states and DC, for messages a borrower reads ("Montana", not "MT"). */
export const US_STATE_NAMES: Readonly<Record<UsStateCode, string>> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
};

/** The state's name, or the code itself when it is not a US state. */
export function usStateName(code: string): string {
  const upper = code.toUpperCase();
  return isUsStateCode(upper) ? US_STATE_NAMES[upper] : code;
}

/** The name as it reads after "in": "in Montana", "in the District of Columbia". */
export function usStateNameInSentence(code: string): string {
  return code.toUpperCase() === 'DC' ? `the ${US_STATE_NAMES.DC}` : usStateName(code);
}
