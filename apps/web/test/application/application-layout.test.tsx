import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApplicationLayout } from '../../src/features/application/components/application-layout.tsx';
import { renderWithProviders } from '../render.tsx';
import { applicationFixture, serveApplication, withStanding } from './application-fixtures.ts';

const originator = {
  loanOriginatorUuid: '3f0e6c1a-1c2b-4d3e-8f4a-5b6c7d8e9f01',
  enforceLicensedStatesForReferral: false,
  licensedStates: ['CA'],
  userInfo: {
    uuid: '3f0e6c1a-1c2b-4d3e-8f4a-5b6c7d8e9f01',
    firstName: 'Morgan',
    lastName: 'Lee',
    organizationCode: 'harbor-mortgage',
  },
  originatorDisplayInfo: {
    originatorName: 'Morgan Lee',
    brokerName: '',
    avatarUri: null,
    email: 'morgan.lee@harbor.test',
    phoneNumber: '4155550123',
    nmls: '123456',
  },
};

describe('the application layout (spec 001 §2)', () => {
  it("shows 'Application ID', the property card, and no offer summary while rate or amount is 0", () => {
    serveApplication({});
    renderWithProviders(
      <ApplicationLayout application={applicationFixture}>
        <p>page</p>
      </ApplicationLayout>,
    );
    expect(screen.getByText('Application ID')).toHaveTextContent('Application ID HL000000000001');
    const property = screen.getByRole('region', { name: 'Your property' });
    expect(within(property).getByText('100 Sample Street')).toBeInTheDocument();
    expect(within(property).getByText('Sacramento, CA 95814')).toBeInTheDocument();
    // Only what the server says the lender knows: the borrower's estimate alone is no valuation on file yet.
    expect(within(property).getAllByText('Not known yet')).toHaveLength(2);
    expect(screen.queryByRole('region', { name: 'Your offer' })).not.toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'Your loan officer' })).not.toBeInTheDocument();
  });

  it('shows what the lender knows of the home: the value with its source and date, the public record (issue 16)', () => {
    serveApplication({});
    const known = {
      ...applicationFixture,
      property: {
        ...applicationFixture.property,
        valuation: { value: 400000, source: 'AVM' as const, date: '2026-11-20' },
        record: { propertyType: 'SINGLE_FAMILY', yearBuilt: 1987, county: 'Sacramento County' },
      },
    };
    renderWithProviders(
      <ApplicationLayout application={known}>
        <p>page</p>
      </ApplicationLayout>,
    );
    const property = screen.getByRole('region', { name: 'Your property' });
    expect(within(property).getByText('$400,000.00')).toBeInTheDocument();
    expect(within(property).getByText('Automated valuation, Nov 20, 2026')).toBeInTheDocument();
    expect(
      within(property).getByText('Single-family home, built 1987, Sacramento County'),
    ).toBeInTheDocument();
    expect(within(property).getAllByText('Not known yet')).toHaveLength(1);
  });

  it('shows the offer summary when rate and amount are both above 0', () => {
    serveApplication({});
    renderWithProviders(
      <ApplicationLayout application={{ ...applicationFixture, rate: 8.25, amount: 85000, term: 30 }}>
        <p>page</p>
      </ApplicationLayout>,
    );
    const offer = screen.getByRole('region', { name: 'Your offer' });
    expect(within(offer).getByText('$85,000.00')).toBeInTheDocument();
    expect(within(offer).getByText('8.250%')).toBeInTheDocument();
    expect(within(offer).getByText('30 years')).toBeInTheDocument();
  });

  it('leaves the offer summary to the application home, which shows the figures itself (issue 16)', () => {
    serveApplication({});
    renderWithProviders(
      <ApplicationLayout
        application={{ ...applicationFixture, rate: 8.25, amount: 85000, term: 30 }}
        overview
      >
        <p>page</p>
      </ApplicationLayout>,
    );
    expect(screen.queryByRole('region', { name: 'Your offer' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Your property' })).toBeInTheDocument();
  });

  it('marks the current step of the progress sidebar with the spec labels', () => {
    serveApplication({});
    renderWithProviders(
      <ApplicationLayout application={withStanding(applicationFixture, 'OFFER_SELECTION')}>
        <p>page</p>
      </ApplicationLayout>,
    );
    const progress = screen.getByRole('navigation', { name: 'Application progress' });
    // Named by its visible heading, so the card reads the same on a phone (below the page) as beside it.
    expect(
      within(progress).getByRole('heading', { level: 2, name: 'Application progress' }),
    ).toBeInTheDocument();
    const items = within(progress).getAllByRole('listitem');
    expect(items.map((item) => item.textContent?.replace(/\s*\(.*\)$/, '').replace(/^[\d✓]/, ''))).toEqual([
      'Basic Info',
      'Select Offer',
      'Provide More Info',
      'Link Income Sources',
      'Verify Identity',
      'Sign Documents',
      'Talk to eNotary',
    ]);
    const current = items.filter((item) => item.getAttribute('aria-current') === 'step');
    expect(current).toHaveLength(1);
    expect(current[0]).toHaveTextContent('Select Offer (current step)');
    expect(items[0]).toHaveTextContent('Basic Info (completed)');
  });

  it('leaves the sidebar out when the application came without its standing', () => {
    serveApplication({});
    renderWithProviders(
      <ApplicationLayout application={applicationFixture}>
        <p>page</p>
      </ApplicationLayout>,
    );
    expect(screen.getByText('page')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Application progress' })).not.toBeInTheDocument();
  });

  it("uses 'Schedule Notary Session' for a manual notary", () => {
    serveApplication({});
    renderWithProviders(
      <ApplicationLayout
        application={withStanding(
          { ...applicationFixture, status: { manualNotary: true } },
          'MANUAL_DEED_SIGNING',
        )}
      >
        <p>page</p>
      </ApplicationLayout>,
    );
    expect(screen.getByText('Schedule Notary Session')).toBeInTheDocument();
    expect(screen.queryByText('Talk to eNotary')).not.toBeInTheDocument();
  });

  it('shows the referring loan officer with a call link and an Email button', async () => {
    serveApplication({ loanOriginator: originator });
    renderWithProviders(
      <ApplicationLayout
        application={{ ...applicationFixture, referrer: { referrerUuid: originator.loanOriginatorUuid } }}
      >
        <p>page</p>
      </ApplicationLayout>,
    );
    const panel = await screen.findByRole('complementary', { name: 'Your loan officer' });
    expect(within(panel).getByText('Morgan Lee')).toBeInTheDocument();
    expect(within(panel).getByText(/NMLS #123456/)).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Call (415) 555-0123' })).toHaveAttribute(
      'href',
      'tel:+14155550123',
    );
    expect(within(panel).getByRole('link', { name: 'Email' })).toHaveAttribute(
      'href',
      'mailto:morgan.lee@harbor.test',
    );
  });
});
