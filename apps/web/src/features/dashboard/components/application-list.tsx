import type { ReactNode } from 'react';
import type { Application } from '@lintel/domain/application/application';
import { paths } from '../../../config/paths.ts';

interface ApplicationListProps {
  applications: readonly Application[];
  companyProduct: string;
  /** The application's current status; the app layer supplies it so this feature needs no other feature. */
  renderStatus: (uuid: string) => ReactNode;
}

function propertyName(application: Application): string {
  const p = application.property;
  const line = [p?.street1, p?.city].filter(Boolean).join(', ');
  return line || 'Your property';
}

export function ApplicationList({ applications, companyProduct, renderStatus }: ApplicationListProps) {
  if (applications.length === 0) {
    return (
      <>
        <p>You have no {companyProduct} applications yet.</p>
        <p className="caption">When you start an application, it appears here with its next step.</p>
      </>
    );
  }
  return (
    <ul className="application-list">
      {applications.map((application) => (
        <li key={application.uuid} className="application-list__item">
          <h3 className="application-list__title">
            {companyProduct} for {propertyName(application)}
          </h3>
          <p className="caption">Application ID {application.loanNumber ?? application.uuid}</p>
          <div>{renderStatus(application.uuid)}</div>
          <a className="button application-list__link" href={paths.application.getHref(application.uuid)}>
            View application<span className="visually-hidden"> for {propertyName(application)}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
