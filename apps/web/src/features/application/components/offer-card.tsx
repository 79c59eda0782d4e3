import { formatPercent, formatUsd } from '@lintel/domain/loan-math/format-money';
import type { Offer } from '@lintel/domain/application/offer';
import { drawAmountProblem } from '@lintel/domain/validation/draw-amount';
import { autopayDiscount, offerFigures, offerRate } from '../offers/offer-figures.ts';
import type { PayType } from '../offers/offer-figures.ts';

interface OfferCardProps {
  offer: Offer;
  /** The radio's id (the first card's is the field's, so an error summary link lands on the group). */
  id: string;
  name: string;
  chosen: boolean;
  onChoose: () => void;
  /** The draw typed above once it is a whole-dollar number; undefined until then. */
  amount: number | undefined;
  payType: PayType;
}

/**
 * One term on offer as a card a borrower compares (issue 16, decision 177): a native radio (arrow keys, one choice,
 * announced as "n of m"), named by its term and its rate in the payment mode chosen (decision 166); the figures for
 * the draw typed above describe it. The chosen card says so in words and a thicker border, not colour alone.
 */
export function OfferCard({ offer, id, name, chosen, onChoose, amount, payType }: OfferCardProps) {
  const rate = offerRate(offer, payType);
  const withAutopay = payType === 'AUTOPAY' && autopayDiscount(offer) !== undefined;
  const outside = amount === undefined ? undefined : drawAmountProblem(amount, offer);
  const figures =
    amount !== undefined && outside === undefined ? offerFigures(offer, amount, payType) : undefined;
  const detailsId = `${id}-figures`;
  return (
    <div className={chosen ? 'offer-card offer-card--chosen' : 'offer-card'}>
      <input
        className="offer-card__input"
        type="radio"
        id={id}
        name={name}
        value={String(offer.term)}
        checked={chosen}
        onChange={onChoose}
        aria-describedby={detailsId}
      />
      <label className="offer-card__label" htmlFor={id}>
        <span className="offer-card__term">{offer.term} years</span>
        <span className="offer-card__rate">
          <span className="offer-card__rate-figure">{formatPercent(rate)}</span> rate
          {withAutopay ? ' with autopay' : ''}
        </span>
      </label>
      {chosen ? (
        <p className="offer-card__chosen" aria-hidden="true">
          Your choice
        </p>
      ) : null}
      <div id={detailsId} className="offer-card__details">
        {withAutopay ? (
          <p className="offer-card__other-rate">{formatPercent(offer.rate)} without autopay</p>
        ) : null}
        {figures ? (
          <dl className="offer-card__figures">
            <div className="offer-card__payment">
              <dt>Monthly payment</dt>
              <dd>{formatUsd(figures.monthlyPayment)}</dd>
            </div>
            <div>
              <dt>Total cost</dt>
              <dd>{formatUsd(figures.totalCost)}</dd>
            </div>
            <div>
              <dt>Origination fee</dt>
              <dd>{formatUsd(figures.originationFee)}</dd>
            </div>
            <div>
              <dt>Line amount</dt>
              <dd>Up to {formatUsd(offer.max, 0)}</dd>
            </div>
          </dl>
        ) : (
          <p className="offer-card__note">
            {amount === undefined
              ? 'Enter a whole-dollar amount above to see the monthly payment.'
              : `Draws from ${formatUsd(offer.minDraw, 0)} to ${formatUsd(offer.maxDraw, 0)} on this term`}
          </p>
        )}
      </div>
    </div>
  );
}
