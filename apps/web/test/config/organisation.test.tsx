import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyTheme, hasInjectedTheme } from '../../src/config/organisation/apply-theme.ts';
import {
  OrganisationProvider,
  useOrganisation,
} from '../../src/config/organisation/organisation-context.tsx';
import {
  OrganisationDataError,
  readInjectedOrganisation,
} from '../../src/config/organisation/read-organisation.ts';
import { SiteFooter } from '../../src/components/layouts/site-footer.tsx';
import { SiteHeader } from '../../src/components/layouts/site-header.tsx';
import { organisationFixture } from '../fixtures/organisation.ts';

function injectScript(text: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = '__LINTEL_ORG__';
  script.textContent = text;
  document.head.append(script);
}

afterEach(() => {
  document.head.innerHTML = '';
  document.documentElement.removeAttribute('style');
});

describe('reading the organisation the server injected', () => {
  it('parses the JSON script with the organisation schema', () => {
    injectScript(JSON.stringify(organisationFixture));
    expect(readInjectedOrganisation()).toEqual(organisationFixture);
  });

  it('returns null when the page carries none (the dev server), so the app fetches it instead', () => {
    expect(readInjectedOrganisation()).toBeNull();
  });

  it('refuses data that is not JSON or not an organisation', () => {
    injectScript('{oops');
    expect(() => readInjectedOrganisation()).toThrow(OrganisationDataError);
    document.head.innerHTML = '';
    injectScript(JSON.stringify({ ...organisationFixture, orgCode: '' }));
    expect(() => readInjectedOrganisation()).toThrow('No private-label organisation data');
  });
});

describe('theme', () => {
  it('sets exactly the brand CSS variables on the element', () => {
    applyTheme(organisationFixture.orgBrand.theme);
    const style = document.documentElement.style;
    expect(style.getPropertyValue('--color-primary')).toBe('#0b5d6b');
    expect(style.getPropertyValue('--color-on-primary')).toBe('#ffffff');
    expect(style.getPropertyValue('--font-family')).toBe('system-ui, sans-serif');
    expect(style.length).toBe(10);
  });

  it('knows when the server already wrote the theme', () => {
    expect(hasInjectedTheme()).toBe(false);
    const style = document.createElement('style');
    style.id = 'lintel-theme';
    document.head.append(style);
    expect(hasInjectedTheme()).toBe(true);
  });
});

describe('OrganisationProvider', () => {
  it('gives every component the organisation', () => {
    function Probe() {
      return <p>{useOrganisation().orgMetaData.companyInfo.companyNameShort}</p>;
    }
    render(
      <OrganisationProvider organisation={organisationFixture}>
        <Probe />
      </OrganisationProvider>,
    );
    expect(screen.getByText('Harbor')).toBeInTheDocument();
  });

  it('fails loudly when used outside the provider', () => {
    function Probe() {
      useOrganisation();
      return null;
    }
    expect(() => render(<Probe />)).toThrow('OrganisationProvider');
  });

  it('brands the header and footer: logo, company, NMLS link, address, phone, external privacy link', () => {
    render(
      <OrganisationProvider organisation={organisationFixture}>
        <SiteHeader />
        <SiteFooter />
      </OrganisationProvider>,
    );
    expect(screen.getByRole('img', { name: 'Harbor Mortgage' })).toHaveAttribute(
      'src',
      '/account/heloc/brands/harbor-mortgage/logo.svg',
    );
    expect(screen.getByText('Harbor Mortgage, LLC')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /NMLS #555001/ })).toHaveAttribute(
      'href',
      'https://nmls.example/EntityDetails.aspx/COMPANY/555001',
    );
    expect(screen.getByText('1 Pier Way, Suite 5, Portland, ME 04101')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '(800) 555-0142' })).toHaveAttribute('href', 'tel:8005550142');
    expect(screen.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
      'href',
      'https://harbor.example/privacy',
    );
  });

  it('links privacy to /privacy unless the organisation marks its link external', () => {
    const info = { ...organisationFixture.orgMetaData.companyInfo, privacyLinkIsExternal: false };
    render(
      <OrganisationProvider
        organisation={{
          ...organisationFixture,
          orgMetaData: { ...organisationFixture.orgMetaData, companyInfo: info },
        }}
      >
        <SiteFooter />
      </OrganisationProvider>,
    );
    expect(screen.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy');
  });
});
