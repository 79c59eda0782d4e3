import { defineOrganisation, statesExcept } from './define-organisation.ts';
import { lintelMarketsTheme, lintelNyTheme, lintelTheme } from './themes.ts';

// Lintel Home Finance is fictional; NMLS ids, addresses and 555-01xx numbers are made up.
const lintelAddress = {
  street1: '100 Cornerstone Plaza',
  street2: 'Suite 400',
  city: 'Charlotte',
  state: 'NC',
  zip: '28202',
};
const lintelLinks = {
  termsOfUseUrl: '/terms',
  privacyPolicyUrl: '/privacy',
  privacyLinkIsExternal: false,
  licensesUrl: '/licenses',
  companyLegalUrl: '/legal',
};
const disclosure =
  'Lintel Home Finance, LLC. Equal Housing Lender. Not all applicants will qualify. Rates, terms and conditions are ' +
  'subject to change without notice and depend on credit, property and state. A HELOC is secured by your home.';

/** The main brand lends in ~40 states: never in New York (its own entity) or Hawaii (a partner lends there). */
const MAIN_EXCLUDED = ['NY', 'HI', 'AK', 'ND', 'SD', 'VT', 'WV', 'WY', 'MT', 'NM', 'MS'];

export const lintel = defineOrganisation({
  code: 'lintel',
  name: 'Lintel',
  theme: lintelTheme,
  isDefault: true,
  hosts: ['lintel.test', 'www.lintel.test'],
  company: {
    companyName: 'Lintel Home Finance, LLC',
    companyNameShort: 'Lintel',
    companyNMLS: '1900101',
    ...lintelLinks,
    footerImage: 'EHL',
    disclosureCopy: disclosure,
    companyAddress: lintelAddress,
    phoneFormatted: '(800) 555-0142',
    companyProduct: 'Lintel HELOC',
    email: 'support@lintel.test',
    allowRegulatorReview: false,
    organization: 'Lintel Home Finance',
  },
  heloc: {
    kind: 'MAIN',
    isWholesale: false,
    requiresReferrer: false,
    licensedStates: statesExcept(MAIN_EXCLUDED),
    forSaleSixMonthWording: false,
    nyCounterpartOrgCode: 'lintel-ny',
    hawaiiPartner: { name: 'Aloha Kai Credit Union', url: 'https://www.alohakai-cu.example/heloc' },
  },
});

export const lintelNy = defineOrganisation({
  code: 'lintel-ny',
  name: 'Lintel New York',
  theme: lintelNyTheme,
  hosts: ['ny.lintel.test'],
  company: {
    companyName: 'Lintel Home Finance of New York, LLC',
    companyNameShort: 'Lintel NY',
    companyNMLS: '1900102',
    ...lintelLinks,
    footerImage: 'EHL',
    disclosureCopy:
      'Lintel Home Finance of New York, LLC. Licensed Mortgage Banker, NYS Department of Financial Services. ' +
      'Equal Housing Lender. Not all applicants will qualify.',
    companyAddress: {
      street1: '250 Hudson Street',
      street2: 'Floor 9',
      city: 'New York',
      state: 'NY',
      zip: '10013',
    },
    phoneFormatted: '(800) 555-0143',
    companyProduct: 'Lintel HELOC',
    email: 'ny-support@lintel.test',
    allowRegulatorReview: true,
    organization: 'Lintel Home Finance of New York',
  },
  heloc: {
    kind: 'MAIN_NY',
    isWholesale: false,
    requiresReferrer: false,
    licensedStates: ['NY'],
    forSaleSixMonthWording: false,
    nyCounterpartOrgCode: 'lintel',
    hawaiiPartner: null,
  },
});

export const lintelMarkets = defineOrganisation({
  code: 'lintel-markets',
  name: 'Lintel Markets',
  theme: lintelMarketsTheme,
  hosts: ['markets.lintel.test'],
  company: {
    companyName: 'Lintel Markets Credit, LLC',
    companyNameShort: 'Lintel Markets',
    companyNMLS: '1900105',
    ...lintelLinks,
    footerImage: 'EOL',
    disclosureCopy:
      'Lintel Markets Credit, LLC. Equal Opportunity Lender. Credit lines are funded through capital-markets ' +
      'partners; not all applicants will qualify.',
    companyAddress: lintelAddress,
    phoneFormatted: '(800) 555-0146',
    companyProduct: 'Lintel Markets HELOC',
    email: 'markets@lintel.test',
    allowRegulatorReview: false,
    organization: 'Lintel Markets Credit',
  },
  heloc: {
    kind: 'MARKETS_CREDIT',
    isWholesale: false,
    requiresReferrer: false,
    licensedStates: statesExcept(MAIN_EXCLUDED),
    forSaleSixMonthWording: false,
    nyCounterpartOrgCode: null,
    hawaiiPartner: null,
  },
});
