import { useDocumentTitle } from '../../../components/layouts/use-document-title.ts';
import { CallUs } from './lender-contact.tsx';
import { StandingFacts } from '../../../components/standing/standing-facts.tsx';

const TITLE = 'We are reviewing a late payment on your credit report';

/**
 * Page review-app/delinquency (DELINQUENCY_REVIEW): the credit report shows a mortgage payment past due, so the
 * offer waits on a person. Bringing the loan up to date and showing it is what helps.
 */
export function DelinquencyPage() {
  useDocumentTitle(TITLE);
  return (
    <div className="stack">
      <h1 className="heading-l">{TITLE}</h1>
      <p>
        Your credit report shows a payment on a loan secured on your home, such as your mortgage, as past due.
        Before we can make you an offer, one of our underwriters needs to review it.
      </p>
      <StandingFacts />
      <h2 className="heading-m">What you can do</h2>
      <ul className="steps-list">
        <li>If the payment is still due, bring the loan up to date with your lender.</li>
        <li>
          If you have already paid, or the report is wrong, keep a statement or letter from your lender
          showing the loan is current. We will email you if we need it.
        </li>
      </ul>
      <CallUs />
    </div>
  );
}
