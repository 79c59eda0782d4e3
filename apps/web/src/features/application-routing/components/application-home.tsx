import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import type { Application } from '@lintel/domain/application/application';
import type { Standing } from '@lintel/domain/application/standing/standing';
import { ChosenLine, hasChosenLine } from '../../../components/application/chosen-line.tsx';
import { useDocumentTitle } from '../../../components/layouts/use-document-title.ts';
import { StandingFacts } from '../../../components/standing/standing-facts.tsx';
import { LenderPhoneLink, telHref } from '../../../components/ui/lender-phone-link.tsx';
import { useOrganisation } from '../../../config/organisation/organisation-context.tsx';
import { paths } from '../../../config/paths.ts';
import { applicationHref } from '../application-pages.ts';
import { ProgressMeter } from './progress-meter.tsx';
import './application-home.css';

interface ApplicationHomeProps {
  uuid: string;
  application: Application;
  standing: Standing;
  /** The step is a wait this page is polling. */
  polling: boolean;
  /** What other features add under the status (the closing's signed documents and funding, decision 191). */
  extra?: ReactNode;
}

/** "1200 Barton Springs Rd, Austin, TX 78704": the home the line is on, under the page's heading. */
function addressLine(application: Application): string | undefined {
  const p = application.property;
  if (!p) return undefined;
  const stateZip = [p.state, p.zip].filter(Boolean).join(' ');
  const line = [p.street1, p.street2, p.city, stateZip].filter(Boolean).join(', ');
  return line || undefined;
}

/**
 * The one next action: a button to the standing's page when the borrower can act online, a call button when only a
 * call can do it, else what the wait means for them.
 */
function NextAction({ uuid, standing, polling }: Omit<ApplicationHomeProps, 'application'>) {
  const { companyName, phoneFormatted } = useOrganisation().orgMetaData.companyInfo;
  if (standing.canActOnline && standing.page !== '') {
    return (
      <p>
        <a className="button home__action" href={applicationHref(uuid, standing.page, standing.search)}>
          Continue<span className="visually-hidden"> your application</span>
        </a>
      </p>
    );
  }
  if (standing.waitingOn === 'nobody') return <p className="home__note">There is nothing you need to do.</p>;
  if (standing.waitingOn === 'borrower') {
    // Issue 6: pages of later issues do not exist as fakes, and the review pages ask for a call: say so.
    return (
      <div className="home__call">
        <p>This step cannot be completed online. Please call {companyName} and we will help you with it.</p>
        <p>
          <a className="button home__action" href={telHref(phoneFormatted)}>
            Call {phoneFormatted}
          </a>
        </p>
      </div>
    );
  }
  return (
    <p className="home__note">
      {polling
        ? 'You do not need to do anything. This page updates by itself when the step is done.'
        : 'You do not need to do anything. We will let you know when there is something for you to do.'}
    </p>
  );
}

/**
 * Issue 16 "Application home": the home's address, then the standing the server sent (decision 172) in one card:
 * where the application is among the seven steps, the headline, the one next action and who it waits on and how
 * long; then the chosen offer's figures. The layout around it keeps the full list of steps, the property card and
 * the loan officer.
 */
export function ApplicationHome({ uuid, application, standing, polling, extra }: ApplicationHomeProps) {
  useDocumentTitle('Your application');
  const { companyName } = useOrganisation().orgMetaData.companyInfo;
  const address = addressLine(application);
  return (
    <div className="home">
      <div className="home__heading">
        <h1 className="heading-l home__title">Your application</h1>
        {address ? <p className="home__address">{address}</p> : null}
      </div>
      <section aria-labelledby="status-heading" className="card home__status" aria-live="polite">
        <ProgressMeter progress={standing.progress} />
        <h2 id="status-heading" className="home__headline">
          {standing.headline}
        </h2>
        <NextAction uuid={uuid} standing={standing} polling={polling} />
        <StandingFacts standing={standing} />
      </section>
      {hasChosenLine(application) ? (
        <section aria-labelledby="chosen-line-heading" className="home__line">
          <h2 id="chosen-line-heading" className="heading-s">
            Your offer
          </h2>
          <ChosenLine application={application} />
        </section>
      ) : null}
      {extra}
      {standing.waitingOn === 'borrower' && !standing.canActOnline ? null : (
        <p className="home__help">
          Questions about your application? Call {companyName} at <LenderPhoneLink />.
        </p>
      )}
      <p>
        <Link to={paths.dashboard.path}>Back to your applications</Link>
      </p>
    </div>
  );
}
