import type { Application } from '@lintel/domain/application/application';
import { formatPercent, formatUsd } from '@lintel/domain/loan-math/format-money';
import './chosen-line.css';

/** Spec 001 §2: the offer summary appears only when both rate and amount are above 0. */
export function hasChosenLine(application: Application): boolean {
  return (application.rate ?? 0) > 0 && (application.amount ?? 0) > 0;
}

/**
 * The offer the borrower chose, as the application answer records it (amount, rate, term): the figures a borrower
 * checks at a glance on the application home and the dashboard. The rate is the one recorded at selection, which
 * includes the autopay discount when autopay was chosen (decision 166), so it says so. The answer carries no monthly
 * payment or fee, and none is worked out here: product/select's figures need the offer itself.
 */
export function ChosenLine({
  application,
  compact = false,
}: {
  application: Application;
  compact?: boolean;
}) {
  if (!hasChosenLine(application)) return null;
  return (
    <dl className={compact ? 'chosen-line chosen-line--compact' : 'chosen-line'}>
      <div className="chosen-line__item">
        <dt>Amount</dt>
        <dd className="chosen-line__value">{formatUsd(application.amount ?? 0)}</dd>
      </div>
      <div className="chosen-line__item">
        <dt>Rate</dt>
        <dd className="chosen-line__value">
          {formatPercent(application.rate ?? 0)}
          {application.payType === 'AUTOPAY' ? (
            <span className="chosen-line__note"> with autopay</span>
          ) : null}
        </dd>
      </div>
      {application.term ? (
        <div className="chosen-line__item">
          <dt>Term</dt>
          <dd className="chosen-line__value">{application.term} years</dd>
        </div>
      ) : null}
    </dl>
  );
}
