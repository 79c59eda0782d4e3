import { useDocumentTitle } from '../../components/layouts/use-document-title.ts';
import { LenderPhoneLink } from '../../components/ui/lender-phone-link.tsx';

export const TIMEOUT_TITLE = 'Your session has timed out';

/** Spec 001 §2 names a timeout page without its words; ours are decision 084. */
export function TimeoutPage() {
  useDocumentTitle(TIMEOUT_TITLE);
  return (
    <div className="stack narrow">
      <h1 className="heading-l">{TIMEOUT_TITLE}</h1>
      <p>
        For your security we ended your session after a period without activity. Your progress has been saved.
      </p>
      <div className="button-group">
        <a className="button" href="/auth/login?redirectUrl=%2Fdashboard">
          Log in again
        </a>
      </div>
      <p>
        Need help? Call us at <LenderPhoneLink />.
      </p>
    </div>
  );
}
