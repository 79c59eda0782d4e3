import { defineOrganisation, statesExcept } from './define-organisation.ts';
import { keystoneTheme, lintelWholesaleNyTheme, lintelWholesaleTheme } from './themes.ts';

const wholesaleLinks = {
  termsOfUseUrl: '/terms',
  privacyPolicyUrl: '/privacy',
  privacyLinkIsExternal: false,
  licensesUrl: '/licenses',
  companyLegalUrl: '/legal',
};
const wholesaleAddress = {
  street1: '100 Cornerstone Plaza',
  street2: 'Suite 410',
  city: 'Charlotte',
  state: 'NC',
  zip: '28202',
};

export const lintelWholesale = defineOrganisation({
  code: 'lintel-wholesale',
  name: 'Lintel Wholesale',
  theme: lintelWholesaleTheme,
  hosts: ['wholesale.lintel.test'],
  company: {
    companyName: 'Lintel Wholesale Lending, LLC',
    companyNameShort: 'Lintel Wholesale',
    companyNMLS: '1900103',
    ...wholesaleLinks,
    footerImage: 'EHL',
    disclosureCopy:
      'Lintel Wholesale Lending, LLC. Equal Housing Lender. Offered through licensed mortgage brokers only; ' +
      'not all applicants will qualify.',
    companyAddress: wholesaleAddress,
    phoneFormatted: '(800) 555-0144',
    companyProduct: 'Lintel Wholesale HELOC',
    email: 'brokers@lintel.test',
    allowRegulatorReview: false,
    organization: 'Lintel Wholesale Lending',
  },
  heloc: {
    kind: 'WHOLESALE',
    isWholesale: true,
    requiresReferrer: false,
    licensedStates: statesExcept([
      'NY',
      'HI',
      'AK',
      'ND',
      'SD',
      'VT',
      'WV',
      'WY',
      'MT',
      'NM',
      'MS',
      'NV',
      'KS',
    ]),
    forSaleSixMonthWording: false,
    nyCounterpartOrgCode: 'lintel-wholesale-ny',
    hawaiiPartner: null,
  },
});

export const lintelWholesaleNy = defineOrganisation({
  code: 'lintel-wholesale-ny',
  name: 'Lintel Wholesale New York',
  theme: lintelWholesaleNyTheme,
  hosts: ['wholesale-ny.lintel.test'],
  company: {
    companyName: 'Lintel Wholesale Lending of New York, LLC',
    companyNameShort: 'Lintel Wholesale NY',
    companyNMLS: '1900104',
    ...wholesaleLinks,
    footerImage: 'EHL',
    disclosureCopy:
      'Lintel Wholesale Lending of New York, LLC. Licensed Mortgage Banker, NYS Department of Financial Services. ' +
      'Equal Housing Lender. Offered through licensed mortgage brokers only.',
    companyAddress: {
      street1: '250 Hudson Street',
      street2: 'Floor 10',
      city: 'New York',
      state: 'NY',
      zip: '10013',
    },
    phoneFormatted: '(800) 555-0145',
    companyProduct: 'Lintel Wholesale HELOC',
    email: 'ny-brokers@lintel.test',
    allowRegulatorReview: false,
    organization: 'Lintel Wholesale Lending of New York',
  },
  heloc: {
    kind: 'WHOLESALE_NY',
    isWholesale: true,
    requiresReferrer: false,
    licensedStates: ['NY'],
    forSaleSixMonthWording: false,
    nyCounterpartOrgCode: 'lintel-wholesale',
    hawaiiPartner: null,
  },
});

export const keystoneReferral = defineOrganisation({
  code: 'keystone-referral',
  name: 'Keystone Home Equity',
  theme: keystoneTheme,
  hosts: ['keystone-referral.test'],
  company: {
    companyName: 'Keystone Home Equity Partners, Inc.',
    companyNameShort: 'Keystone',
    companyNMLS: '2400318',
    termsOfUseUrl: '/terms',
    privacyPolicyUrl: '/privacy',
    privacyLinkIsExternal: false,
    licensesUrl: '/licenses',
    companyLegalUrl: '/legal',
    footerImage: 'EHL',
    disclosureCopy:
      'Keystone Home Equity Partners, Inc. Equal Housing Lender. Applications are accepted by referral from a ' +
      'Keystone loan originator only.',
    companyAddress: {
      street1: '18 Market Square',
      street2: '',
      city: 'Harrisburg',
      state: 'PA',
      zip: '17101',
    },
    phoneFormatted: '(800) 555-0151',
    companyProduct: 'Keystone HELOC',
    email: 'loans@keystone-referral.test',
    allowRegulatorReview: false,
    organization: 'Keystone Home Equity Partners',
  },
  heloc: {
    kind: 'REFERRAL_ONLY',
    isWholesale: false,
    requiresReferrer: true,
    licensedStates: ['PA', 'NJ', 'DE', 'MD', 'OH', 'VA', 'WV'],
    forSaleSixMonthWording: false,
    nyCounterpartOrgCode: null,
    hawaiiPartner: null,
  },
});
