import type { ReactNode } from 'react';
import type { Application } from '@lintel/domain/application/application';
import type { ProgressState } from '@lintel/domain/shell-rules/application-progress';
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
  /** The sidebar's current step (decisions 087, 097); the sidebar waits while it is not known yet. */
  progress?: ProgressState | undefined;
  children: ReactNode;
}

export function ApplicationLayout({ application, progress, children }: ApplicationLayoutProps) {
  const originator = useLoanOriginator(application.referrer?.referrerUuid);
  const manualNotary = Boolean(application.status?.manualNotary);
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
        {progress ? <ProgressSidebar state={progress} manualNotary={manualNotary} /> : null}
        <OfferSummary application={application} />
        <PropertyCard application={application} />
      </div>
      <div className="application__content">{children}</div>
    </div>
  );
}
