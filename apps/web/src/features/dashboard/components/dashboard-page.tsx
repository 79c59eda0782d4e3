import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useDocumentTitle } from '../../../components/layouts/use-document-title.ts';
import { Loading } from '../../../components/ui/loading.tsx';
import { useAllApplications } from '../api/applications.ts';
import { ApplicationList } from './application-list.tsx';
import './dashboard.css';

interface DashboardPageProps {
  displayName: string;
  companyProduct: string;
  logoutAction: ReactNode;
  renderStatus: (uuid: string) => ReactNode;
}

function Applications({
  companyProduct,
  renderStatus,
}: Pick<DashboardPageProps, 'companyProduct' | 'renderStatus'>) {
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
    />
  );
}

/** The borrower's home: their applications with status and a link into each, and the settings link. */
export function DashboardPage({
  displayName,
  companyProduct,
  logoutAction,
  renderStatus,
}: DashboardPageProps) {
  useDocumentTitle('Dashboard');
  return (
    <div className="stack">
      <div className="page-heading">
        <h1 className="heading-l">Welcome, {displayName}</h1>
        {logoutAction}
      </div>
      <section aria-labelledby="applications-heading" className="card stack">
        <h2 id="applications-heading" className="heading-m">
          Your applications
        </h2>
        <Applications companyProduct={companyProduct} renderStatus={renderStatus} />
      </section>
      <p>
        <Link to="/dashboard/settings">Account settings</Link>
      </p>
    </div>
  );
}
