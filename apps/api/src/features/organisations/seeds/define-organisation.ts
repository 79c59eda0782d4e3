import type {
  CompanyInfo,
  HelocSettings,
  Organisation,
  OrgTheme,
} from '@lintel/domain/organisation/organisation';
import type { SitePageOverrides } from '@lintel/domain/shell-contracts/site-pages';
import { US_STATE_CODES } from '@lintel/domain/validation/us-states';

/** A seeded organisation: the page's organisation object plus how requests find it. */
export interface OrganisationSeed {
  organisation: Organisation;
  hosts: string[];
  isDefault: boolean;
  /** Site pages the lender wrote itself; the rest are the defaults filled with its details (decision 170). */
  sitePages?: SitePageOverrides;
}

interface OrganisationInput {
  code: string;
  /** Brand name shown in the title and header. */
  name: string;
  theme: OrgTheme;
  company: Omit<CompanyInfo, 'companyNmlsURL' | 'termsOfService' | 'extraLinks'> &
    Partial<Pick<CompanyInfo, 'termsOfService' | 'extraLinks'>>;
  heloc: HelocSettings;
  hosts?: string[];
  isDefault?: boolean;
  canonicalOrgCode?: string;
  pricing?: Array<Record<string, unknown>>;
  sitePages?: SitePageOverrides;
}

const ACCESSIBILITY_LINK = { label: 'Accessibility', url: '/accessibility' };

/** NMLS Consumer Access is where the footer's NMLS number links (spec 001 §2 "Footer"). The ids are fictional. */
export function nmlsConsumerAccessUrl(nmls: string): string {
  return `https://www.nmlsconsumeraccess.org/EntityDetails.aspx/COMPANY/${nmls}`;
}

export function defineOrganisation(input: OrganisationInput): OrganisationSeed {
  return {
    hosts: input.hosts ?? [],
    isDefault: input.isDefault ?? false,
    ...(input.sitePages ? { sitePages: input.sitePages } : {}),
    organisation: {
      // The API lives on the page's own origin, so paths are relative to it.
      baseUrl: '',
      canonicalOrgCode: input.canonicalOrgCode ?? input.code,
      orgCode: input.code,
      orgBrand: {
        name: input.name,
        logoUrl: `/account/heloc/brands/${input.code}/logo.svg`,
        theme: input.theme,
      },
      orgMetaData: {
        companyInfo: {
          termsOfService: '',
          // Every lender's footer reaches its accessibility statement (issue 16); a lender may list its own links.
          extraLinks: [ACCESSIBILITY_LINK],
          ...input.company,
          companyNmlsURL: nmlsConsumerAccessUrl(input.company.companyNMLS),
        },
        heloc: input.heloc,
      },
      // The lender's rates, terms and discounts are its versioned sheet (pricing feature, decision 195); the directory
      // appends the sheet's advertised figures when it loads, so nothing here can contradict the sheet.
      orgPricingData: input.pricing ?? [{ productCode: 'HELOC' }],
    },
  };
}


/** Every state and DC but those excluded, for building licence lists by exclusion. */
export function statesExcept(excluded: readonly string[]): string[] {
  return US_STATE_CODES.filter((state) => !excluded.includes(state));
}
