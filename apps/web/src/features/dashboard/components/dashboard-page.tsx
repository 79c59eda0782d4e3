import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import type { Application } from '@lintel/domain/application/application';
import { useDocumentTitle } from '../../../components/layouts/use-document-title.ts';
import { Loading } from '../../../components/ui/loading.tsx';
import { useAllApplications } from '../api/applications.ts';
import { ApplicationList } from './application-list.tsx';
import './dashboard.css';

interface DashboardPageProps {
  displayName: string;
  companyProduct: string;
  logoutAction: ReactNode;
  /** A notice for the account (e.g. confirm your email), shown after the applications: their next action first. */
  notice?: ReactNode;
  renderStatus: (application: Application) => ReactNode;
  nextHref?: ((application: Application) => string) | undefined;
  viewerId?: string | undefined;
}

function Applications({
  companyProduct,
  renderStatus,
  nextHref,
  viewerId,
}: Pick<DashboardPageProps, 'companyProduct' | 'renderStatus' | 'nextHref' | 'viewerId'>) {
  const applications = useAllApplications();
  if (applications.isPending) return <Loading label="Loading your applications" />;
  if (applications.isError) {
    return (
      <p role="alert" className="error-message">
        We could not load your applications. Please refresh the page.
      </p>
    );
  }
  return (
    <ApplicationList
      applications={applications.data}
      companyProduct={companyProduct}
      renderStatus={renderStatus}
      nextHref={nextHref}
      viewerId={viewerId}
    />
  );
}

/**
 * The borrower's home: their applications, each a card with the same standing, progress bar and offer figures as
 * the application home (issue 16) and one button to where it stands, and the settings link.
 */
export function DashboardPage({
  displayName,
  companyProduct,
  logoutAction,
  notice,
  renderStatus,
  nextHref,
  viewerId,
}: DashboardPageProps) {
  useDocumentTitle('Dashboard');
  return (
    <div className="dashboard">
      <div className="page-heading dashboard__heading">
        <h1 className="heading-l">Welcome, {displayName}</h1>
        {logoutAction}
      </div>
      <section aria-labelledby="applications-heading" className="dashboard__applications">
        <h2 id="applications-heading" className="heading-m">
          Your applications
        </h2>
        <Applications
          companyProduct={companyProduct}
          renderStatus={renderStatus}
          nextHref={nextHref}
          viewerId={viewerId}
        />
      </section>
      {notice}
      <p>
        <Link to="/dashboard/settings">Account settings</Link>
      </p>
    </div>
  );
}
