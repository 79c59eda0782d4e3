import type { Application } from '@lintel/domain/application/application';
import { formatPercent, formatUsd } from '@lintel/domain/loan-math/format-money';
import { hasChosenLine } from '../../../components/application/chosen-line.tsx';

export function OfferSummary({ application }: { application: Application }) {
  if (!hasChosenLine(application)) return null;
  return (
    <section aria-labelledby="offer-summary-heading" className="card side-card">
      <h2 id="offer-summary-heading" className="heading-s">
        Your offer
      </h2>
      <dl className="side-card__list">
        <div>
          <dt>Amount</dt>
          <dd>{formatUsd(application.amount ?? 0)}</dd>
        </div>
        <div>
          <dt>Rate</dt>
          <dd>{formatPercent(application.rate ?? 0)}</dd>
        </div>
        {application.term ? (
          <div>
            <dt>Term</dt>
            <dd>{application.term} years</dd>
          </div>
        ) : null}
        {application.pricingVersion ? (
          <div>
            <dt>Rate sheet</dt>
            <dd>{application.pricingVersion}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
