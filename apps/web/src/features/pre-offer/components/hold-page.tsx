import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../components/layouts/use-document-title.ts';
import { StandingFacts } from '../../../components/standing/standing-facts.tsx';
import { LenderPhoneLink } from '../../../components/ui/lender-phone-link.tsx';
import { useOrganisation } from '../../../config/organisation/organisation-context.tsx';
import { useRecheckStep } from '../api/recheck-step.ts';
import './pre-offer.css';

export interface HoldContent {
  title: string;
  /** What is happening, in the borrower's words. */
  happening: ReactNode;
  /** What the borrower can do meanwhile (never nothing: at least call us). */
  canDo: readonly ReactNode[];
}

/**
 * An honest hold page (issue 6: hold, payoff/hold, bpo/hold): what is happening, who it waits on, how long it usually
 * takes (the standing's, decision 172) and what the borrower can do. "Check for updates" re-reads the server step; the guard moves on when it has.
 */
export function HoldPage({ uuid, content }: { uuid: string; content: HoldContent }) {
  const { companyName, email } = useOrganisation().orgMetaData.companyInfo;
  const recheck = useRecheckStep(uuid);
  useDocumentTitle(content.title);
  return (
    <div className="stack">
      <h1 className="heading-l">{content.title}</h1>
      <section aria-labelledby="hold-now" className="card stack">
        <h2 id="hold-now" className="heading-m">
          What is happening
        </h2>
        {content.happening}
        <StandingFacts />
      </section>
      <section aria-labelledby="hold-do" className="stack">
        <h2 id="hold-do" className="heading-m">
          What you can do
        </h2>
        <ul>
          {content.canDo.map((item, index) => (
            <li key={index}>{item}</li>
          ))}
          <li>
            Questions? Call {companyName} at <LenderPhoneLink /> or email{' '}
            <a href={`mailto:${email}`}>{email}</a>.
          </li>
        </ul>
        <p>We will email you as soon as there is news. You can close this page.</p>
        <div>
          <button type="button" className="button button--secondary" onClick={() => void recheck()}>
            Check for updates
          </button>
        </div>
      </section>
    </div>
  );
}
