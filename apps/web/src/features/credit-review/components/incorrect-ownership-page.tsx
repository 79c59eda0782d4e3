import type { Application } from '@lintel/domain/application/application';
import { useDocumentTitle } from '../../../components/layouts/use-document-title.ts';
import { CallUs } from './lender-contact.tsx';
import { propertyAddressText } from './property-address.ts';
import { StandingFacts } from '../../../components/standing/standing-facts.tsx';

const TITLE = 'The property records show a different owner';

/**
 * Page review-app/incorrect-ownership (NO_PROPERTY after an owner-of-record mismatch, decision 105): the home is on
 * record, but not in the borrower's name. A person has to look at the deed.
 */
export function IncorrectOwnershipPage({ application }: { application: Application }) {
  useDocumentTitle(TITLE);
  return (
    <div className="stack">
      <h1 className="heading-l">{TITLE}</h1>
      <p>
        We found {propertyAddressText(application)} in public property records, but the owner on record is not
        you. A home-equity line must be secured on a home you own, so we cannot continue online.
      </p>
      <StandingFacts />
      <h2 className="heading-m">What you can do</h2>
      <ul className="steps-list">
        <li>
          If you own the home under another name (a maiden name, a trust or a company), call us. We can review
          your deed or trust documents.
        </li>
        <li>
          If you recently bought the home, the records may not show it yet. Your deed shows that you own it.
        </li>
        <li>If you applied with the wrong address, call us and we will help you start again.</li>
      </ul>
      <CallUs lead="To go on," />
    </div>
  );
}
