import type { OrganisationSeed } from './define-organisation.ts';
import { harborMortgage, prairieLending, summitHomeLoans } from './lender-brands.ts';
import { lintel, lintelMarkets, lintelNy } from './main-brands.ts';
import { keystoneReferral, lintelWholesale, lintelWholesaleNy } from './wholesale-brands.ts';

/** The demo lenders the README lists, in its order. */
export const DEMO_ORGANISATIONS: readonly OrganisationSeed[] = [
  lintel,
  lintelNy,
  lintelWholesale,
  lintelWholesaleNy,
  keystoneReferral,
  lintelMarkets,
  harborMortgage,
  summitHomeLoans,
  prairieLending,
];
