import { contrastRatio, WCAG_AA_TEXT } from '@lintel/domain/organisation/contrast';
import { organisationSchema, type OrgTheme } from '@lintel/domain/organisation/organisation';
import { describe, expect, it } from 'vitest';
import { DEMO_ORGANISATIONS } from '../../../src/features/organisations/seeds/demo-organisations.ts';

const PAIRS: Array<[keyof OrgTheme, keyof OrgTheme]> = [
  ['text', 'background'],
  ['text', 'surface'],
  ['mutedText', 'background'],
  ['mutedText', 'surface'],
  ['link', 'background'],
  ['onPrimary', 'primary'],
  ['error', 'background'],
];

const organisations = DEMO_ORGANISATIONS.map((seed) => seed.organisation);
const byCode = new Map(organisations.map((o) => [o.orgCode, o]));

describe('demo organisations', () => {
  it('include every lender the README lists, each a valid organisation object', () => {
    expect([...byCode.keys()]).toEqual([
      'lintel',
      'lintel-ny',
      'lintel-wholesale',
      'lintel-wholesale-ny',
      'keystone-referral',
      'lintel-markets',
      'harbor-mortgage',
      'summit-home-loans',
      'prairie-lending',
    ]);
    for (const organisation of organisations) expect(() => organisationSchema.parse(organisation)).not.toThrow();
    expect(DEMO_ORGANISATIONS.filter((seed) => seed.isDefault).map((s) => s.organisation.orgCode)).toEqual(['lintel']);
  });

  it.each(organisations.flatMap((o) => PAIRS.map(([fg, bg]) => [o.orgCode, fg, bg] as const)))(
    '%s: %s on %s passes WCAG AA 4.5:1',
    (code, fg, bg) => {
      const theme = byCode.get(code)?.orgBrand.theme as OrgTheme;
      expect(contrastRatio(theme[fg], theme[bg])).toBeGreaterThanOrEqual(WCAG_AA_TEXT);
    },
  );

  it('give the six special loaders to the brands the spec names', () => {
    const loaders = Object.fromEntries(organisations.map((o) => [o.orgCode, o.orgBrand.theme.loader]));
    expect(loaders).toMatchObject({
      lintel: 'main',
      'lintel-ny': 'main-ny',
      'lintel-wholesale': 'wholesale',
      'lintel-wholesale-ny': 'wholesale-ny',
      'harbor-mortgage': 'lender-a',
      'summit-home-loans': 'lender-b',
      'prairie-lending': 'default',
    });
  });

  it('license the main brand in about 40 states, never New York or Hawaii', () => {
    const states = byCode.get('lintel')?.orgMetaData.heloc.licensedStates ?? [];
    expect(states.length).toBeGreaterThanOrEqual(35);
    expect(states).not.toContain('NY');
    expect(states).not.toContain('HI');
    expect(byCode.get('lintel-ny')?.orgMetaData.heloc.licensedStates).toEqual(['NY']);
    expect(byCode.get('prairie-lending')?.orgMetaData.heloc.licensedStates).toContain('IL');
  });

  it('carry the per-kind settings the screens read', () => {
    const heloc = (code: string) => byCode.get(code)?.orgMetaData.heloc;
    expect(heloc('lintel')?.hawaiiPartner).not.toBeNull();
    expect(heloc('lintel')?.nyCounterpartOrgCode).toBe('lintel-ny');
    expect(byCode.get('lintel-ny')?.orgMetaData.companyInfo.allowRegulatorReview).toBe(true);
    expect(heloc('lintel-wholesale')?.isWholesale).toBe(true);
    expect(heloc('keystone-referral')?.requiresReferrer).toBe(true);
    expect(heloc('harbor-mortgage')?.forSaleSixMonthWording).toBe(true);
    expect(heloc('summit-home-loans')?.forSaleSixMonthWording).toBe(true);
    expect(heloc('lintel')?.forSaleSixMonthWording).toBe(false);
  });

  it('use only fictional contact data: 555-01xx phones, .test/.example domains, logos under the asset base', () => {
    for (const o of organisations) {
      const info = o.orgMetaData.companyInfo;
      expect(info.phoneFormatted).toMatch(/^\(\d{3}\) 555-01\d{2}$/);
      expect(info.email).toMatch(/\.test$/);
      for (const url of [info.termsOfUseUrl, info.privacyPolicyUrl, info.licensesUrl, info.companyLegalUrl]) {
        expect(url).toMatch(/^\/|^https:\/\/[a-z0-9.-]+\.example\//);
      }
      expect(o.orgBrand.logoUrl).toBe(`/account/heloc/brands/${o.orgCode}/logo.svg`);
    }
  });
});
