import { Link } from '@tanstack/react-router';
import type { ServerStep } from '@lintel/domain/server-steps/server-step';
import { useDocumentTitle } from '../../../components/layouts/use-document-title.ts';
import { LenderPhoneLink } from '../../../components/ui/lender-phone-link.tsx';
import { useOrganisation } from '../../../config/organisation/organisation-context.tsx';
import { paths } from '../../../config/paths.ts';
import { stepStatus, waitingOnText } from '../status/step-status.ts';
import type { StepStatus } from '../status/step-status.ts';

interface ApplicationHomeProps {
  step: ServerStep;
  /** Whether the page the step leads to exists in this portal yet. */
  nextPageAvailable: boolean;
  /** The step is a wait this page is polling. */
  polling: boolean;
}

function NextStep({
  status,
  nextPageAvailable,
  polling,
}: { status: StepStatus } & Omit<ApplicationHomeProps, 'step'>) {
  const { phoneFormatted, companyName } = useOrganisation().orgMetaData.companyInfo;
  if (status.waitingOn === 'nobody') return <p>There is nothing you need to do.</p>;
  if (status.waitingOn === 'borrower' && !nextPageAvailable) {
    // Issue 6: pages of later issues do not exist as fakes; say so and give a way forward.
    return (
      <p>
        This step cannot be completed online yet. Please call {companyName} at <LenderPhoneLink /> and we will
        help you with it.
      </p>
    );
  }
  return (
    <p>
      {polling
        ? 'You do not need to do anything. This page updates by itself when the step is done.'
        : `You do not need to do anything. We will let you know when there is something for you to do. Questions? Call ${phoneFormatted}.`}
    </p>
  );
}

/** Issue 6 "Application home": where the application stands, what happens next, who it waits on, and how long. */
export function ApplicationHome({ step, nextPageAvailable, polling }: ApplicationHomeProps) {
  const { companyName } = useOrganisation().orgMetaData.companyInfo;
  const status = stepStatus(step);
  useDocumentTitle('Your application');
  return (
    <div className="stack">
      <h1 className="heading-l">Your application</h1>
      <section aria-labelledby="status-heading" className="card stack" aria-live="polite">
        <h2 id="status-heading" className="heading-m">
          Where it stands
        </h2>
        <p>{status.now}</p>
        <dl className="status-list">
          <div>
            <dt>Waiting on</dt>
            <dd>{waitingOnText(status, companyName)}</dd>
          </div>
          <div>
            <dt>Expected time</dt>
            <dd>{status.expected}</dd>
          </div>
        </dl>
      </section>
      <section aria-labelledby="next-heading" className="stack">
        <h2 id="next-heading" className="heading-m">
          What happens next
        </h2>
        <NextStep status={status} nextPageAvailable={nextPageAvailable} polling={polling} />
      </section>
      <p>
        <Link to={paths.dashboard.path}>Back to your applications</Link>
      </p>
    </div>
  );
}
