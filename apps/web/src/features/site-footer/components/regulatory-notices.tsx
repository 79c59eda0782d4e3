import type { ReactNode } from 'react';
import type { CompanyInfo } from '@lintel/domain/organisation/organisation';
import { useWideFooter } from '../hooks/use-wide-footer.ts';

/** 205 ILCS 735 (Illinois Community Reinvestment Act): the notice a lender based in Illinois must display. */
export const ILLINOIS_NOTICE =
  'The Illinois Department of Financial and Professional Regulation evaluates our performance in meeting the ' +
  'financial services needs of this community, including the needs of low-income to moderate-income households. ' +
  'The Department takes this evaluation into account when deciding on certain applications submitted by us for ' +
  'approval by the Department. Your involvement is encouraged. You may obtain a copy of our evaluation. You may ' +
  'also submit signed, written comments about our performance in meeting community financial services needs to ' +
  'the Department.';

/** The spec only says the footer text "changes for New York" under the flag; our wording is decision 080. */
export function newYorkReviewText(companyName: string): string {
  return (
    `New York residents: ${companyName} is registered with the New York State Department of Financial Services. ` +
    'This product is under review by the Department, and its availability and terms for New York properties may ' +
    'change.'
  );
}

interface RegulatoryNoticesProps {
  info: CompanyInfo;
  /** The regulator-review flag (fe-regulator-review) for this organisation. */
  regulatorReview: boolean;
}

/** One notice: in full on wide screens, folded under its heading on a phone (decision 176). */
function Notice({ title, children }: { title: string; children: ReactNode }) {
  const wide = useWideFooter();
  const heading = <h2 className="site-footer__heading">{title}</h2>;
  if (wide)
    return (
      <div>
        {heading}
        {children}
      </div>
    );
  return (
    <details className="site-footer__details">
      <summary className="site-footer__summary">{heading}</summary>
      <div className="site-footer__details-body">{children}</div>
    </details>
  );
}

/** Spec 001 §2: the Illinois notice only for that state; the New York text only under the regulator-review flag. */
export function RegulatoryNotices({ info, regulatorReview }: RegulatoryNoticesProps) {
  const illinois = info.companyAddress.state === 'IL';
  if (!illinois && !regulatorReview) return null;
  return (
    <section aria-label="Regulatory notices" className="site-footer__section site-footer__notices">
      {illinois ? (
        <Notice title="Illinois Community Reinvestment Notice">
          <p>{ILLINOIS_NOTICE}</p>
        </Notice>
      ) : null}
      {regulatorReview ? (
        <Notice title="New York regulator review">
          <p>{newYorkReviewText(info.companyName)}</p>
        </Notice>
      ) : null}
    </section>
  );
}
