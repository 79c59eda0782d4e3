import { defineOrganisation } from './define-organisation.ts';
import { harborSitePages } from './harbor-site-pages.ts';
import { harborTheme, prairieTheme, summitTheme } from './themes.ts';

export const harborMortgage = defineOrganisation({
  code: 'harbor-mortgage',
  name: 'Harbor Mortgage',
  theme: harborTheme,
  hosts: ['heloc.harbor-mortgage.test'],
  company: {
    companyName: 'Harbor Mortgage Company',
    companyNameShort: 'Harbor',
    companyNMLS: '3107754',
    // Served by the portal from Harbor's own data (decision 170); Harbor wrote its privacy policy itself.
    termsOfUseUrl: '/terms',
    privacyPolicyUrl: '/privacy',
    privacyLinkIsExternal: false,
    licensesUrl: '/licenses',
    companyLegalUrl: '/legal',
    footerImage: 'EHL',
    disclosureCopy:
      'Harbor Mortgage Company. Equal Housing Lender. HELOC decisions are subject to credit and property ' +
      'approval; a home-equity line is secured by your home.',
    companyAddress: {
      street1: '42 Wharf Road',
      street2: 'Building B',
      city: 'Portsmouth',
      state: 'NH',
      zip: '03801',
    },
    phoneFormatted: '(888) 555-0167',
    companyProduct: 'Harbor Home Equity Line',
    email: 'heloc@harbor.test',
    allowRegulatorReview: false,
    organization: 'Harbor Mortgage',
    extraLinks: [
      { label: 'Accessibility', url: '/accessibility' },
      { label: 'Contact us', url: '/contact' },
    ],
  },
  heloc: {
    kind: 'LENDER',
    isWholesale: false,
    requiresReferrer: false,
    licensedStates: ['ME', 'NH', 'MA', 'RI', 'CT', 'NJ', 'DE', 'MD', 'VA', 'NC', 'SC', 'GA', 'FL'],
    forSaleSixMonthWording: true,
    nyCounterpartOrgCode: null,
    hawaiiPartner: null,
  },
  sitePages: harborSitePages,
});

export const summitHomeLoans = defineOrganisation({
  code: 'summit-home-loans',
  name: 'Summit Home Loans',
  theme: summitTheme,
  hosts: ['heloc.summit-home-loans.test'],
  company: {
    companyName: 'Summit Home Loans, Inc.',
    companyNameShort: 'Summit',
    companyNMLS: '3208816',
    termsOfUseUrl: '/terms',
    privacyPolicyUrl: '/privacy',
    privacyLinkIsExternal: false,
    licensesUrl: '/licenses',
    companyLegalUrl: '/legal',
    footerImage: 'EOL',
    disclosureCopy:
      'Summit Home Loans, Inc. Equal Opportunity Lender. Not a commitment to lend; terms depend on credit, ' +
      'income and the value of your home.',
    companyAddress: {
      street1: '7 Trailhead Way',
      street2: 'Suite 210',
      city: 'Denver',
      state: 'CO',
      zip: '80202',
    },
    phoneFormatted: '(877) 555-0178',
    companyProduct: 'Summit HELOC',
    email: 'help@summit.test',
    allowRegulatorReview: false,
    organization: 'Summit Home Loans',
  },
  heloc: {
    kind: 'LENDER',
    isWholesale: false,
    requiresReferrer: false,
    licensedStates: ['CO', 'UT', 'AZ', 'NM', 'WY', 'MT', 'ID', 'NV'],
    forSaleSixMonthWording: true,
    nyCounterpartOrgCode: null,
    hawaiiPartner: null,
  },
});

export const prairieLending = defineOrganisation({
  code: 'prairie-lending',
  name: 'Prairie Lending',
  theme: prairieTheme,
  hosts: ['heloc.prairie-lending.test'],
  company: {
    companyName: 'Prairie Lending Cooperative',
    companyNameShort: 'Prairie',
    companyNMLS: '3309921',
    termsOfUseUrl: '/terms',
    privacyPolicyUrl: '/privacy',
    privacyLinkIsExternal: false,
    licensesUrl: '/licenses',
    companyLegalUrl: '/legal',
    footerImage: 'OTHER',
    disclosureCopy:
      'Prairie Lending Cooperative. Equal Housing Opportunity. Illinois Residential Mortgage Licensee. ' +
      'Not all applicants will qualify.',
    companyAddress: { street1: '310 Main Street', street2: '', city: 'Peoria', state: 'IL', zip: '61602' },
    phoneFormatted: '(866) 555-0189',
    companyProduct: 'Prairie HELOC',
    email: 'members@prairie-lending.test',
    allowRegulatorReview: false,
    organization: 'Prairie Lending',
  },
  heloc: {
    kind: 'LENDER',
    isWholesale: false,
    requiresReferrer: false,
    licensedStates: ['IL', 'IN', 'IA', 'WI', 'MO', 'KY'],
    forSaleSixMonthWording: false,
    nyCounterpartOrgCode: null,
    hawaiiPartner: null,
  },
});
