import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { allApplications } from '@lintel/domain/api/endpoints/applications';
import { standingHref } from '../../src/features/application-routing/standing-href.ts';
import { StepStatusLine } from '../../src/features/application-routing/components/step-status-line.tsx';
import { DashboardPage } from '../../src/features/dashboard/components/dashboard-page.tsx';
import { organisationFixture } from '../fixtures/organisation.ts';
import { refuse } from '../msw/handle.ts';
import { server } from '../msw/server.ts';
import { renderWithProviders } from '../render.tsx';
import { APP_UUID, applicationFixture, serveApplication, withStanding } from './application-fixtures.ts';
import { withoutBuiltPage } from './without-built-page.ts';

function renderDashboard(viewerIsSigner = false, viewerId?: string, notice: React.ReactNode = null) {
  return renderWithProviders(
    <DashboardPage
      displayName="Dana Reyes"
      companyProduct="HELOC"
      logoutAction={null}
      notice={notice}
      nextHref={standingHref}
      viewerId={viewerId}
      renderStatus={(application) => (
        <StepStatusLine standing={application.standing} viewerIsSigner={viewerIsSigner} />
      )}
    />,
  );
}

const SIGNER_ID = '7a1d0000-0000-4000-8000-000000000009';

vi.mock('@tanstack/react-router', () => ({
  Link: ({ to, children }: { to: string; children: React.ReactNode }) => <a href={to}>{children}</a>,
}));

describe('the dashboard (issue 6)', () => {
  it("lists the borrower's applications with status and a link into each", async () => {
    serveApplication({ applications: [withStanding(applicationFixture, 'WAITING_FOR_TITLE')] });
    renderDashboard();
    const list = await screen.findByRole('list');
    const item = within(list).getByRole('listitem');
    expect(
      within(item).getByRole('heading', { name: 'HELOC for 100 Sample Street, Sacramento' }),
    ).toBeInTheDocument();
    expect(within(item).getByText('Application ID HL000000000001')).toBeInTheDocument();
    expect(await within(item).findByText('We are waiting for the title report.')).toBeInTheDocument();
    expect(
      within(item).getByText('Waiting on: The title company. Usually 2 to 3 business days.'),
    ).toBeInTheDocument();
    // A wait the borrower cannot act on: a secondary button to the page that says where it stands.
    expect(within(item).getByRole('link', { name: /View application/ })).toHaveAttribute(
      'href',
      `/account/heloc/${APP_UUID}/bpo/hold`,
    );
    expect(screen.getByRole('link', { name: 'Account settings' })).toHaveAttribute(
      'href',
      '/dashboard/settings',
    );
  });

  it("puts one Continue button on the entry, to the standing's page, with the progress and the chosen offer", async () => {
    serveApplication({
      applications: [
        withStanding(
          { ...applicationFixture, amount: 20000, rate: 9.6, term: 30, payType: 'MANUAL' },
          'LIEN_VERIFICATION',
        ),
      ],
    });
    renderDashboard();
    const item = within(await screen.findByRole('list')).getByRole('listitem');
    expect(within(item).getByText('Please confirm the loans secured on your property.')).toBeInTheDocument();
    expect(within(item).getByText('Step 2 of 7: Select Offer')).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: /^Continue/ })).toHaveAttribute(
      'href',
      `/account/heloc/${APP_UUID}/liens`,
    );
    expect(within(item).getAllByRole('link')).toHaveLength(1);
    expect(within(item).getByText('Amount').nextElementSibling).toHaveTextContent('$20,000.00');
    expect(within(item).getByText('Rate').nextElementSibling).toHaveTextContent(/^9\.600%$/);
    expect(within(item).getByText('Term').nextElementSibling).toHaveTextContent('30 years');
  });

  it('ends the wait sentence once when the name already ends in a period', async () => {
    withoutBuiltPage();
    serveApplication({ applications: [withStanding(applicationFixture, 'MANUAL_DEED_SIGNING')] });
    renderWithProviders(
      <DashboardPage
        displayName="Dana Reyes"
        companyProduct="HELOC"
        logoutAction={null}
        renderStatus={(application) => <StepStatusLine standing={application.standing} />}
      />,
      {
        ...organisationFixture,
        orgMetaData: {
          ...organisationFixture.orgMetaData,
          companyInfo: {
            ...organisationFixture.orgMetaData.companyInfo,
            companyName: 'Summit Home Loans, Inc.',
          },
        },
      },
    );
    const item = within(await screen.findByRole('list')).getByRole('listitem');
    expect(
      within(item).getByText(/^Waiting on: You: a call with Summit Home Loans, Inc\. [^.]+\.$/),
    ).toBeInTheDocument();
  });

  it("puts the account's notice after the applications: their next action comes first", async () => {
    serveApplication({ applications: [withStanding(applicationFixture, 'LIEN_VERIFICATION')] });
    renderDashboard(false, undefined, <section aria-label="Please confirm your email">notice</section>);
    const list = await screen.findByRole('list');
    const notice = screen.getByRole('region', { name: 'Please confirm your email' });
    expect(list.compareDocumentPosition(notice) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("names the applicant, not 'You', when an additional signer reads a step that waits on the borrower", async () => {
    serveApplication({ applications: [withStanding(applicationFixture, 'LIEN_VERIFICATION')] });
    renderDashboard(true);
    const item = within(await screen.findByRole('list')).getByRole('listitem');
    expect(await within(item).findByText(/^Waiting on: The applicant\./)).toBeInTheDocument();
    expect(within(item).queryByText(/Waiting on: You/)).not.toBeInTheDocument();
  });

  it('sends a signer of an application to the signer area, never into the borrower pages (spec 001 §6)', async () => {
    const signed = {
      ...withStanding(applicationFixture, 'LIEN_VERIFICATION'),
      helocSigners: [{ identityUuid: SIGNER_ID }],
    };
    serveApplication({ applications: [signed] });
    renderDashboard(true, SIGNER_ID);
    const item = within(await screen.findByRole('list')).getByRole('listitem');
    expect(within(item).getByRole('link', { name: /Go to your signer area/ })).toHaveAttribute(
      'href',
      '/account/heloc/heloc-signer/resume',
    );
    expect(within(item).queryByRole('link', { name: /View application/ })).not.toBeInTheDocument();
  });

  it('says the same as the pages: a flood-certificate wait is not "ready for you to sign"', async () => {
    const flood = withStanding(
      { ...applicationFixture, status: { waitingOnFloodCert: true } },
      'CLOSING_DISCLOSURE_GENERATED',
    );
    serveApplication({ applications: [flood] });
    renderDashboard();
    const item = within(await screen.findByRole('list')).getByRole('listitem');
    expect(await within(item).findByText(/Waiting on: The flood certificate provider\./)).toBeInTheDocument();
    expect(within(item).queryByText(/ready for you to sign/)).not.toBeInTheDocument();
  });

  it('sends a step whose page is not built yet to the home, which stands in for it', async () => {
    withoutBuiltPage();
    serveApplication({ applications: [withStanding(applicationFixture, 'MANUAL_DEED_SIGNING')] });
    renderDashboard();
    const item = within(await screen.findByRole('list')).getByRole('listitem');
    expect(within(item).getByRole('link', { name: /View application/ })).toHaveAttribute(
      'href',
      `/account/heloc/${APP_UUID}`,
    );
  });

  it('says so honestly when there are none', async () => {
    serveApplication({ applications: [] });
    renderDashboard();
    expect(await screen.findByText('You have no HELOC applications yet.')).toBeInTheDocument();
  });

  it('says when the list cannot be loaded', async () => {
    serveApplication({ applications: [] });
    server.use(refuse(allApplications, 500, 'down'));
    renderDashboard();
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your applications.');
  });
});
