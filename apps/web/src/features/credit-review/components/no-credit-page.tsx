import { useDocumentTitle } from '../../../components/layouts/use-document-title.ts';
import { CallUs } from './lender-contact.tsx';
import { StandingFacts } from '../../../components/standing/standing-facts.tsx';

const TITLE = 'We could not find a credit file for you';

/**
 * Page review-app/no-credit (CREDIT_NO_MATCH_SSN_HELD): even with the SSN the bureau has no file, or one too thin
 * to score. Nothing online can change that; the lender can look at the application by hand.
 */
export function NoCreditPage() {
  useDocumentTitle(TITLE);
  return (
    <div className="stack">
      <h1 className="heading-l">{TITLE}</h1>
      <p>
        We searched the credit bureau with your name, date of birth, address and Social Security number, but
        it has no credit file for you, or not enough history to give a credit score. We need a credit score to
        offer a line of credit, so we cannot continue your application online.
      </p>
      <StandingFacts />
      <h2 className="heading-m">What you can do</h2>
      <ul className="steps-list">
        <li>
          Call us: a loan specialist can check the details we searched with. A typo in your name, date of
          birth or Social Security number is the most common reason a file is not found.
        </li>
        <li>
          You can ask the credit bureaus for your free credit reports at AnnualCreditReport.com to see what
          they hold about you.
        </li>
      </ul>
      <CallUs lead="To talk it through," />
    </div>
  );
}
