import { formatUsd } from '@lintel/domain/loan-math/format-money';
import type { Offer } from '@lintel/domain/application/offer';
import { fieldId } from '../../../components/form/form-field.tsx';
import type { PayType } from '../offers/offer-figures.ts';
import { OfferCard } from './offer-card.tsx';
import './offer-cards.css';

interface OfferCardsProps {
  offers: readonly Offer[];
  chosen: Offer;
  onChoose: (term: number) => void;
  /** The draw typed above once it is valid for the chosen term; undefined until then. */
  amount: number | undefined;
  payType: PayType;
}

/**
 * The terms on offer side by side as cards, one chosen at a time (a fieldset of radios: the browser gives it arrow
 * keys and one tab stop). Each card shows the figures of the draw typed above with the payment mode chosen, so the
 * borrower compares monthly payment and total cost where they choose (it replaces the radio list and the "Compare
 * terms" table, decision 177).
 */
export function OfferCards({ offers, chosen, onChoose, amount, payType }: OfferCardsProps) {
  const id = fieldId('term');
  const hintId = `${id}-hint`;
  return (
    <fieldset className="fieldset offer-cards" aria-describedby={hintId}>
      <legend className="fieldset__legend label">Term</legend>
      <p id={hintId} className="hint">
        {amount === undefined
          ? 'Each term with its rate. Enter a draw above to compare monthly payments.'
          : `Figures for a draw of ${formatUsd(amount, 0)}. Total cost adds up every monthly payment, origination fee included.`}
      </p>
      <div className="offer-cards__grid">
        {offers.map((offer, index) => (
          <OfferCard
            key={`${offer.type}-${offer.term}`}
            offer={offer}
            id={index === 0 ? id : `${id}-${index}`}
            name="term"
            chosen={offer === chosen}
            onChoose={() => onChoose(offer.term)}
            amount={amount}
            payType={payType}
          />
        ))}
      </div>
    </fieldset>
  );
}
