import { useDocumentTitle } from '../../../components/layouts/use-document-title.ts';
import { CallUs } from './lender-contact.tsx';
import { StandingFacts } from '../../../components/standing/standing-facts.tsx';

const TITLE = 'An underwriter is reviewing your application';

/**
 * Page review-app/uw (underwriting decision REVIEW, engine state uwReview; decision 105): automated underwriting
 * could not decide, so a person does. The borrower has nothing to do but may be contacted.
 */
export function UnderwritingReviewPage() {
  useDocumentTitle(TITLE);
  return (
    <div className="stack">
      <h1 className="heading-l">{TITLE}</h1>
      <p>
        Our automated checks could not make a decision on your application on their own, so one of our
        underwriters is looking at it. This is common and does not mean your application will be declined.
      </p>
      <StandingFacts />
      <p>
        You do not need to do anything now. If the underwriter needs a document from you, we will email you,
        and this page will tell you what to send.
      </p>
      <CallUs />
    </div>
  );
}
