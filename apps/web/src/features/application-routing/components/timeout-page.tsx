import { useDocumentTitle } from '../../../components/layouts/use-document-title.ts';
import { useOrganisation } from '../../../config/organisation/organisation-context.tsx';
import { paths } from '../../../config/paths.ts';

/**
 * Spec 000 §8 error/timeout: an unknown step, a failed status call, or a wait that never ended (14 polls).
 * The wording is ours (decision 088); "Try again" starts the status polling afresh.
 */
export function TimeoutPage({ onRetry }: { onRetry: () => void }) {
  const { phoneFormatted, email } = useOrganisation().orgMetaData.companyInfo;
  useDocumentTitle('This is taking longer than expected');
  return (
    <div className="stack">
      <h1 className="heading-l">This is taking longer than expected</h1>
      <p>
        We could not get the latest status of your application. Your application is safe and nothing is lost.
      </p>
      <p>
        Please try again in a few minutes. If it keeps happening, call us on{' '}
        <a href={`tel:${phoneFormatted.replace(/[^\d+]/g, '')}`}>{phoneFormatted}</a> or email{' '}
        <a href={`mailto:${email}`}>{email}</a>.
      </p>
      <div className="button-group">
        <button type="button" className="button" onClick={onRetry}>
          Try again
        </button>
        <a className="button button--secondary" href={paths.dashboard.getHref()}>
          Go to dashboard
        </a>
      </div>
    </div>
  );
}
