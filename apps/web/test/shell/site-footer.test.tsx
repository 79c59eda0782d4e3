import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { operatingHours } from '@lintel/domain/api/endpoints/operating-hours';
import { stateLicenses } from '@lintel/domain/api/endpoints/state-licenses';
import type { Organisation } from '@lintel/domain/organisation/organisation';
import { SiteFooterBody } from '../../src/features/site-footer/components/site-footer-body.tsx';
import { organisationFixture } from '../fixtures/organisation.ts';
import { renderWithProviders } from '../render.tsx';
import { WEEK_HOURS } from '../fixtures/operating-hours.ts';
import { answer } from '../msw/handle.ts';
import { requestsTo } from '../msw/requests.ts';
import { server } from '../msw/server.ts';

const LICENSES = '/service-application/external/api/v1/heloc/state-licenses';

function withInfo(patch: Partial<Organisation['orgMetaData']['companyInfo']>): Organisation {
  const base = organisationFixture;
  return {
    ...base,
    orgMetaData: { ...base.orgMetaData, companyInfo: { ...base.orgMetaData.companyInfo, ...patch } },
  };
}

function states(count: number) {
  return Array.from({ length: count }, (_, i) => ({ abbrev: `S${String.fromCharCode(65 + (i % 26))}` }));
}

describe('site footer (spec 001 §2 "Footer and disclosures")', () => {
  it('shows the company, NMLS registry link, address, dialable phone and the legal links', async () => {
    server.use(
      answer(stateLicenses, [{ abbrev: 'ME' }, { abbrev: 'NH' }]),
      answer(operatingHours, WEEK_HOURS),
    );
    renderWithProviders(
      <SiteFooterBody />,
      withInfo({ extraLinks: [{ label: 'Branches', url: '/branches' }] }),
    );
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText('Harbor Mortgage, LLC')).toBeInTheDocument();
    const nmls = within(footer).getByRole('link', { name: /NMLS #555001/ });
    expect(nmls).toHaveAttribute('href', 'https://nmls.example/EntityDetails.aspx/COMPANY/555001');
    expect(within(footer).getByText(/1 Pier Way, Suite 5/)).toHaveTextContent('Portland, ME 04101');
    expect(within(footer).getByRole('link', { name: '(800) 555-0142' })).toHaveAttribute(
      'href',
      'tel:8005550142',
    );
    expect(within(footer).getByRole('link', { name: 'Terms of use' })).toHaveAttribute(
      'href',
      'https://harbor.example/terms',
    );
    expect(within(footer).getByRole('link', { name: 'Licenses' })).toHaveAttribute(
      'href',
      'https://harbor.example/licenses',
    );
    expect(within(footer).getByRole('link', { name: 'Legal' })).toHaveAttribute(
      'href',
      'https://harbor.example/legal',
    );
    expect(within(footer).getByRole('link', { name: 'Branches' })).toHaveAttribute('href', '/branches');
    expect(within(footer).getByRole('img', { name: 'Equal Housing Lender' })).toBeInTheDocument();
  });

  it('sends privacy to the external URL only when the organisation marks it external', () => {
    const { unmount } = renderWithProviders(<SiteFooterBody />, withInfo({ privacyLinkIsExternal: true }));
    expect(screen.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
      'href',
      'https://harbor.example/privacy',
    );
    unmount();
    renderWithProviders(<SiteFooterBody />, withInfo({ privacyLinkIsExternal: false }));
    expect(screen.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy');
  });

  it('draws the equal-opportunity image for EOL and none for OTHER', () => {
    const { unmount } = renderWithProviders(<SiteFooterBody />, withInfo({ footerImage: 'EOL' }));
    expect(screen.getByRole('img', { name: 'Equal Housing Opportunity' })).toBeInTheDocument();
    unmount();
    renderWithProviders(<SiteFooterBody />, withInfo({ footerImage: 'OTHER' }));
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('shows the disclosure copy when the organisation has one', () => {
    renderWithProviders(<SiteFooterBody />, withInfo({ disclosureCopy: 'Loans subject to approval.' }));
    expect(screen.getByRole('region', { name: 'Disclosures' })).toHaveTextContent(
      'Loans subject to approval.',
    );
  });

  it('states the lender’s own ranges from its rate sheet, the spec’s without one (decision 196)', () => {
    const advertised = {
      pricingVersion: 'harbor-2026-01',
      loanAmount: '$15,000 to $400,000',
      apr: '7.60% to 16.70%',
      originationFeeMax: '4.99%',
    };
    const { unmount } = renderWithProviders(<SiteFooterBody />, {
      ...organisationFixture,
      orgPricingData: [{ productCode: 'HELOC' }, { advertised }],
    });
    expect(screen.getByRole('region', { name: 'Disclosures' })).toHaveTextContent(
      'Lines of credit from $15,000 to $400,000; APR 7.60% to 16.70%; origination fee up to 4.99% of the initial draw.',
    );
    unmount();
    renderWithProviders(<SiteFooterBody />);
    expect(screen.getByRole('region', { name: 'Disclosures' })).toHaveTextContent('APR 7.60% to 17.20%');
  });

  it('lists licensed states from the licence service and says more states below 50', async () => {
    server.use(answer(stateLicenses, [{ abbrev: 'ME' }, { abbrev: 'NH' }]));
    renderWithProviders(<SiteFooterBody />);
    expect(await screen.findByText('Licensed to lend in 2 states: ME, NH.')).toBeInTheDocument();
    expect(screen.getByText('HELOC is also offered in more states.')).toBeInTheDocument();
    const [licences] = requestsTo(stateLicenses);
    expect(`${licences?.url.pathname}${licences?.url.search}`).toBe(`${LICENSES}?orgCode=harbor-mortgage`);
  });

  it('does not claim more states when 50 are licensed', async () => {
    server.use(answer(stateLicenses, states(50)));
    renderWithProviders(<SiteFooterBody />);
    expect(await screen.findByText(/Licensed to lend in 50 states/)).toBeInTheDocument();
    expect(screen.queryByText(/also offered in more states/)).toBeNull();
  });

  it('groups phone hours in Pacific Time: weekdays together, the weekend apart', async () => {
    server.use(answer(operatingHours, WEEK_HOURS));
    renderWithProviders(<SiteFooterBody />);
    const hours = await screen.findByRole('region', { name: 'Phone hours (Pacific Time)' });
    const rows = within(hours)
      .getAllByRole('term')
      .map((term) => `${term.textContent ?? ''} ${term.nextElementSibling?.textContent ?? ''}`);
    expect(rows).toEqual(['Mon - Fri 6:00 AM - 6:00 PM PT', 'Sat 8:00 AM - 12:00 PM PT', 'Sun Closed']);
  });

  it('shows the Illinois community reinvestment notice only for an Illinois lender', () => {
    const illinois = withInfo({
      companyAddress: { street1: '310 Main Street', street2: '', city: 'Peoria', state: 'IL', zip: '61602' },
    });
    const { unmount } = renderWithProviders(<SiteFooterBody />, illinois);
    expect(
      screen.getByRole('heading', { name: 'Illinois Community Reinvestment Notice' }),
    ).toBeInTheDocument();
    unmount();
    renderWithProviders(<SiteFooterBody />);
    expect(screen.queryByText(/Illinois/)).toBeNull();
  });

  it('shows the New York regulator-review text only when the flag is on', () => {
    const { unmount } = renderWithProviders(<SiteFooterBody regulatorReview={false} />);
    expect(screen.queryByText(/New York residents/)).toBeNull();
    unmount();
    renderWithProviders(<SiteFooterBody regulatorReview />);
    expect(screen.getByText(/^New York residents: Harbor Mortgage, LLC is registered/)).toBeInTheDocument();
  });

  it('offers a chat link only when chat is enabled, and it opens chat', async () => {
    const { unmount } = renderWithProviders(<SiteFooterBody />);
    expect(screen.queryByRole('button', { name: 'Chat with us' })).toBeNull();
    unmount();
    const openChat = vi.fn();
    renderWithProviders(<SiteFooterBody onOpenChat={openChat} />);
    await userEvent.click(screen.getByRole('button', { name: 'Chat with us' }));
    expect(openChat).toHaveBeenCalledOnce();
  });
});
