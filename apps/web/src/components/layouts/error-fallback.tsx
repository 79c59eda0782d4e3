import { useOrganisation } from '../../config/organisation/organisation-context.tsx';
import { paths } from '../../config/paths.ts';
import { LenderPhoneLink } from '../ui/lender-phone-link.tsx';
import { useDocumentTitle } from './use-document-title.ts';

/** Spec 001 §2 "Error fallback": heading, text, support phone and email, Try again and Go to dashboard. */
export function ErrorFallback({ onRetry }: { onRetry: () => void }) {
  const info = useOrganisation().orgMetaData.companyInfo;
  useDocumentTitle('Something went wrong');
  return (
    <div className="stack">
      <h1 className="heading-l">Sorry, looks like we have hit a snag!</h1>
      <p>Please click “Try again” to see if we can get you back moving.</p>
      <p>
        Need help? Call <LenderPhoneLink /> or email <a href={`mailto:${info.email}`}>{info.email}</a>.
      </p>
      <RetryOrDashboard onRetry={onRetry} />
    </div>
  );
}

/** The two ways out of an error page: try the failed thing again, or go back to the dashboard. */
export function RetryOrDashboard({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="button-group">
      <button type="button" className="button" onClick={onRetry}>
        Try again
      </button>
      <a className="button button--secondary" href={paths.dashboard.getHref()}>
        Go to dashboard
      </a>
    </div>
  );
}
