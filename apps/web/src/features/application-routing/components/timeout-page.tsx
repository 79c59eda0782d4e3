import { RetryOrDashboard } from '../../../components/layouts/error-fallback.tsx';
import { useDocumentTitle } from '../../../components/layouts/use-document-title.ts';
import { LenderPhoneLink } from '../../../components/ui/lender-phone-link.tsx';
import { useOrganisation } from '../../../config/organisation/organisation-context.tsx';

/**
 * Spec 000 §8 error/timeout: an unknown step, a failed status call, or a wait that never ended (14 polls).
 * The wording is ours (decision 088); "Try again" starts the status polling afresh.
 */
export function TimeoutPage({ onRetry }: { onRetry: () => void }) {
  const { email } = useOrganisation().orgMetaData.companyInfo;
  useDocumentTitle('This is taking longer than expected');
  return (
    <div className="stack">
      <h1 className="heading-l">This is taking longer than expected</h1>
      <p>
        We could not get the latest status of your application. Your application is safe and nothing is lost.
      </p>
      <p>
        Please try again in a few minutes. If it keeps happening, call us at <LenderPhoneLink /> or email{' '}
        <a href={`mailto:${email}`}>{email}</a>.
      </p>
      <RetryOrDashboard onRetry={onRetry} />
    </div>
  );
}
