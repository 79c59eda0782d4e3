import type { ReactNode } from 'react';
import type { Application } from '@lintel/domain/application/application';
import { ChosenLine } from '../../../components/application/chosen-line.tsx';
import { paths } from '../../../config/paths.ts';

interface ApplicationListProps {
  applications: readonly Application[];
  companyProduct: string;
  /** The application's current status; the app layer supplies it so this feature needs no other feature. */
  renderStatus: (application: Application) => ReactNode;
  /** Where the application's standing leads (its page, or the home standing in for it); the app layer knows how. */
  nextHref?: ((application: Application) => string) | undefined;
  /** The signed-in identity: on an application they sign rather than own, they are sent to the signer area. */
  viewerId?: string | undefined;
}

function propertyName(application: Application): string {
  const p = application.property;
  const line = [p?.street1, p?.city].filter(Boolean).join(', ');
  return line || 'Your property';
}

/** A signer of the application (not its borrower): their part is in the signer area (spec 001 §6). */
function signsOnly(application: Application, viewerId: string | undefined): boolean {
  return Boolean(viewerId && application.helocSigners?.some((signer) => signer.identityUuid === viewerId));
}

/**
 * The entry's one button: "Continue" (primary) straight to the page the standing names when the borrower can act
 * online there (decision 172), otherwise "View application" to see where it stands.
 */
function EntryAction({
  application,
  nextHref,
  viewerId,
}: Pick<ApplicationListProps, 'nextHref' | 'viewerId'> & { application: Application }) {
  const name = propertyName(application);
  if (signsOnly(application, viewerId)) {
    return (
      <a className="button application-list__link" href={paths.signerResume.getHref()}>
        Go to your signer area
        <span className="visually-hidden"> for {name}</span>
      </a>
    );
  }
  const href = nextHref ? nextHref(application) : paths.application.getHref(application.uuid);
  if (application.standing?.canActOnline) {
    return (
      <a className="button application-list__link" href={href}>
        Continue<span className="visually-hidden"> your application for {name}</span>
      </a>
    );
  }
  return (
    <a className="button button--secondary application-list__link" href={href}>
      View application<span className="visually-hidden"> for {name}</span>
    </a>
  );
}

export function ApplicationList({
  applications,
  companyProduct,
  renderStatus,
  nextHref,
  viewerId,
}: ApplicationListProps) {
  if (applications.length === 0) {
    return (
      <div className="card application-list__empty">
        <p>You have no {companyProduct} applications yet.</p>
        <p className="caption">When you start an application, it appears here with its next step.</p>
      </div>
    );
  }
  return (
    <ul className="application-list">
      {applications.map((application) => (
        <li key={application.uuid} className="card application-list__item">
          <div className="application-list__heading">
            <h3 className="application-list__title">
              {companyProduct} for {propertyName(application)}
            </h3>
            <p className="caption application-list__id">
              Application ID {application.loanNumber ?? application.uuid}
            </p>
          </div>
          <div className="application-list__status">{renderStatus(application)}</div>
          <div className="application-list__aside">
            <ChosenLine application={application} compact />
            <EntryAction application={application} nextHref={nextHref} viewerId={viewerId} />
          </div>
        </li>
      ))}
    </ul>
  );
}
