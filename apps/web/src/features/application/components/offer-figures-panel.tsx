import { formatPercent, formatUsd } from '@lintel/domain/loan-math/format-money';
import type { Offer } from '@lintel/domain/application/offer';
import { hasNoRecordingTax } from '../offers/offer-figures.ts';
import type { OfferFigures } from '../offers/offer-figures.ts';

/** The recording tax line: none at all said in words, one figure when the line has only one (decision 166). */
function recordingTaxText(offer: Offer, figures: OfferFigures): string {
  if (hasNoRecordingTax(offer)) return 'None: there is no recording tax where your home is';
  if (offer.minRecordingTax === offer.maxRecordingTax) return formatUsd(figures.recordingTax);
  return `${formatUsd(figures.recordingTax)} for this draw (between ${formatUsd(offer.minRecordingTax)} and ${formatUsd(offer.maxRecordingTax)} for this line)`;
}

/** The live figures of the current choice; announced politely as the borrower changes it. */
export function OfferFiguresPanel({ offer, figures }: { offer: Offer; figures: OfferFigures | undefined }) {
  const discounted = figures && figures.rate !== offer.rate;
  return (
    <section aria-labelledby="figures-heading" className="card figures">
      <h2 id="figures-heading" className="heading-m">
        Your figures
      </h2>
      {figures ? (
        <dl className="summary-list" aria-live="polite">
          <div className="summary-list__row">
            <dt>Rate</dt>
            <dd>
              {formatPercent(figures.rate)}
              {discounted ? ` after the autopay discount (${formatPercent(offer.rate)} without it)` : ''}
            </dd>
          </div>
          <div className="summary-list__row">
            <dt>Monthly payment</dt>
            <dd>{formatUsd(figures.monthlyPayment)}</dd>
          </div>
          <div className="summary-list__row">
            <dt>Origination fee</dt>
            <dd>{formatUsd(figures.originationFee)}</dd>
          </div>
          <div className="summary-list__row">
            <dt>Draw total</dt>
            <dd>{formatUsd(figures.drawTotal)}</dd>
          </div>
          <div className="summary-list__row">
            <dt>Recording tax</dt>
            <dd>{recordingTaxText(offer, figures)}</dd>
          </div>
        </dl>
      ) : (
        <p>
          Enter a whole-dollar amount between {formatUsd(offer.minDraw, 0)} and {formatUsd(offer.maxDraw, 0)}{' '}
          to see your figures.
        </p>
      )}
    </section>
  );
}
