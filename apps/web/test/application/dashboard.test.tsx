import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StepStatusLine } from '../../src/features/application-routing/components/step-status-line.tsx';
import { DashboardPage } from '../../src/features/dashboard/components/dashboard-page.tsx';
import { renderWithProviders } from '../render.tsx';
import { APP_UUID, applicationFixture, stubServer } from './application-fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

function renderDashboard(viewerIsSigner = false) {
  return renderWithProviders(
    <DashboardPage
      displayName="Dana Reyes"
      companyProduct="HELOC"
      logoutAction={null}
      renderStatus={(uuid) => <StepStatusLine uuid={uuid} viewerIsSigner={viewerIsSigner} />}
    />,
  );
}

vi.mock('@tanstack/react-router', () => ({
  Link: ({ to, children }: { to: string; children: React.ReactNode }) => <a href={to}>{children}</a>,
}));

describe('the dashboard (issue 6)', () => {
  it("lists the borrower's applications with status and a link into each", async () => {
    stubServer({ applications: [applicationFixture], steps: ['WAITING_FOR_TITLE'] });
    renderDashboard();
    const list = await screen.findByRole('list');
    const item = within(list).getByRole('listitem');
    expect(
      within(item).getByRole('heading', { name: 'HELOC for 100 Sample Street, Sacramento' }),
    ).toBeInTheDocument();
    expect(within(item).getByText('Application ID HL000000000001')).toBeInTheDocument();
    expect(await within(item).findByText('We are waiting for the title report.')).toBeInTheDocument();
    expect(
      within(item).getByText('Waiting on: the title company. Usually 2 to 3 business days.'),
    ).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: /View application/ })).toHaveAttribute(
      'href',
      `/account/heloc/${APP_UUID}`,
    );
    expect(screen.getByRole('link', { name: 'Account settings' })).toHaveAttribute(
      'href',
      '/dashboard/settings',
    );
  });

  it("names the applicant, not 'You', when an additional signer reads a step that waits on the borrower", async () => {
    stubServer({ applications: [applicationFixture], steps: ['LIEN_VERIFICATION'] });
    renderDashboard(true);
    const item = within(await screen.findByRole('list')).getByRole('listitem');
    expect(await within(item).findByText(/^Waiting on: The applicant\./)).toBeInTheDocument();
    expect(within(item).queryByText(/^Waiting on: You/)).not.toBeInTheDocument();
  });

  it('says so honestly when there are none', async () => {
    stubServer({ applications: [] });
    renderDashboard();
    expect(await screen.findByText('You have no HELOC applications yet.')).toBeInTheDocument();
  });

  it('says when the list cannot be loaded', async () => {
    stubServer({ applications: [] });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"errors":[{"message":"down"}]}', { status: 500 })),
    );
    renderDashboard();
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your applications.');
  });
});
