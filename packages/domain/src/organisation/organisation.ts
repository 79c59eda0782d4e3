import * as z from 'zod/mini';

/** The kinds of lender the spec names (spec 001 §1 "Partners"). */
export const orgKindSchema = z.enum([
  'MAIN',
  'MAIN_NY',
  'WHOLESALE',
  'WHOLESALE_NY',
  'REFERRAL_ONLY',
  'MARKETS_CREDIT',
  'LENDER',
]);
export type OrgKind = z.infer<typeof orgKindSchema>;

export const footerImageSchema = z.enum(['EHL', 'EOL', 'OTHER']);

export const companyAddressSchema = z.object({
  street1: z.string(),
  street2: z._default(z.string(), ''),
  city: z.string(),
  state: z.string().check(z.length(2)),
  zip: z.string().check(z.regex(/^\d{5}$/)),
});

export const extraLinkSchema = z.object({
  label: z.string().check(z.minLength(1)),
  url: z.string().check(z.minLength(1)),
});

/** Organisation data of spec 001 §3, as the footer and disclosures read it. */
export const companyInfoSchema = z.object({
  companyName: z.string().check(z.minLength(1)),
  companyNameShort: z.string().check(z.minLength(1)),
  companyNMLS: z.string().check(z.minLength(1)),
  companyNmlsURL: z.url(),
  termsOfUseUrl: z.string().check(z.minLength(1)),
  privacyPolicyUrl: z.string().check(z.minLength(1)),
  privacyLinkIsExternal: z.boolean(),
  licensesUrl: z.string().check(z.minLength(1)),
  companyLegalUrl: z.string().check(z.minLength(1)),
  footerImage: footerImageSchema,
  disclosureCopy: z.string(),
  companyAddress: companyAddressSchema,
  phoneFormatted: z.string().check(z.minLength(1)),
  companyProduct: z.string().check(z.minLength(1)),
  email: z.email(),
  allowRegulatorReview: z.boolean(),
  organization: z.string().check(z.minLength(1)),
  termsOfService: z._default(z.string(), ''),
  extraLinks: z._default(z.array(extraLinkSchema), []),
});
export type CompanyInfo = z.infer<typeof companyInfoSchema>;

/** Per-product settings of orgMetaData (HELOC only in this portal). */
export const helocSettingsSchema = z.object({
  kind: orgKindSchema,
  isWholesale: z.boolean(),
  requiresReferrer: z.boolean(),
  /** Two-letter codes of the states this lender is licensed in. */
  licensedStates: z.array(z.string().check(z.length(2))),
  /** Brands whose for-sale question adds the 6-month window (spec 000 §2 screen 3). */
  forSaleSixMonthWording: z.boolean(),
  /** Organisation code of the partner this lender sends New York (or non-New York) properties to. */
  nyCounterpartOrgCode: z.nullable(z.string()),
  /**
   * The counterpart's display name for the New York modal's '{company}'. Not seeded: the server fills it in from the
   * organisation directory (decision 078), so a renamed brand never leaves a stale copy behind.
   */
  nyCounterpartCompanyName: z.optional(z.string().check(z.minLength(1))),
  /** Partner lender named in the Hawaii modal (main lender only). */
  hawaiiPartner: z.nullable(z.object({ name: z.string(), url: z.string() })),
});
export type HelocSettings = z.infer<typeof helocSettingsSchema>;

const hexColour = z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/));

/** Colours applied as CSS variables; every pair used for text must meet WCAG AA (see contrast.ts). */
export const orgThemeSchema = z.object({
  primary: hexColour,
  onPrimary: hexColour,
  accent: hexColour,
  background: hexColour,
  surface: hexColour,
  text: hexColour,
  mutedText: hexColour,
  link: hexColour,
  error: hexColour,
  fontFamily: z.string().check(z.minLength(1)),
  /** One of the six special loaders (spec 001 §2), or the default spinner. */
  loader: z.enum(['default', 'main', 'main-ny', 'wholesale', 'wholesale-ny', 'lender-a', 'lender-b']),
});
export type OrgTheme = z.infer<typeof orgThemeSchema>;

/** The organisation object the hosting page supplies at load (spec 001 §3). */
export const organisationSchema = z.object({
  baseUrl: z.string(),
  canonicalOrgCode: z.string().check(z.minLength(1)),
  orgCode: z.string().check(z.minLength(1)),
  orgBrand: z.object({
    name: z.string().check(z.minLength(1)),
    logoUrl: z.string().check(z.minLength(1)),
    theme: orgThemeSchema,
  }),
  orgMetaData: z.object({
    companyInfo: companyInfoSchema,
    heloc: helocSettingsSchema,
  }),
  orgPricingData: z.array(z.record(z.string(), z.unknown())),
  /**
   * Set by the server, never stored: a production deployment on sandbox providers, which every page must say is a
   * test environment (issue 28, decision 246).
   */
  testEnvironment: z.optional(z.boolean()),
});
export type Organisation = z.infer<typeof organisationSchema>;

/** orgPricingData is "a list of objects merged together" (spec 001 §3). Later entries win. */
export function mergedPricingData(org: Pick<Organisation, 'orgPricingData'>): Record<string, unknown> {
  return Object.assign({}, ...org.orgPricingData);
}

/** Name of the global the server writes into index.html so the SPA has its organisation before any call. */
export const ORGANISATION_GLOBAL = '__LINTEL_ORG__';
