import type { ReactNode } from 'react';
import type { Application } from '@lintel/domain/application/application';
import { LoanOriginatorPanel } from '../../../components/ui/loan-originator-panel.tsx';
import { useLoanOriginator } from '../api/loan-originator.ts';
import { OfferSummary } from './offer-summary.tsx';
import { ProgressSidebar } from './progress-sidebar.tsx';
import { PropertyCard } from './property-card.tsx';
import './application-layout.css';

/**
 * The frame of every per-application page (spec 001 §2): 'Application ID' header, progress sidebar, offer summary,
 * property card and the referring loan officer (top bar on small screens, side panel on wide ones).
 */
interface ApplicationLayoutProps {
  application: Application;
  /** The application home, which shows the chosen offer's figures itself, larger (issue 16). */
  overview?: boolean;
  children: ReactNode;
}

export function ApplicationLayout({ application, overview = false, children }: ApplicationLayoutProps) {
  const originator = useLoanOriginator(application.referrer?.referrerUuid);
  return (
    <div className="application">
      <p className="application__id caption">
        Application ID{' '}
        <span className="application__id-value">{application.loanNumber ?? application.uuid}</span>
      </p>
      {originator.data ? (
        <div className="application__originator">
          <LoanOriginatorPanel info={originator.data.originatorDisplayInfo} />
        </div>
      ) : null}
      <div className="application__side">
        {application.standing ? <ProgressSidebar steps={application.standing.progress.steps} /> : null}
        {overview ? null : <OfferSummary application={application} />}
        <PropertyCard application={application} />
      </div>
      <div className="application__content">{children}</div>
    </div>
  );
}
