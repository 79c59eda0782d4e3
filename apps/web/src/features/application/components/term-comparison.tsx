import { formatPercent, formatUsd } from '@lintel/domain/loan-math/format-money';
import type { Offer } from '@lintel/domain/application/offer';
import { clampDraw, offerFigures } from '../offers/offer-figures.ts';
import type { PayType } from '../offers/offer-figures.ts';

interface TermComparisonProps {
  offers: readonly Offer[];
  amount: number;
  payType: PayType;
}

/** Issue 6: the total cost of the same draw across every term on offer, side by side. */
export function TermComparison({ offers, amount, payType }: TermComparisonProps) {
  if (offers.length < 2) return null;
  return (
    <section aria-labelledby="comparison-heading" className="stack">
      <h2 id="comparison-heading" className="heading-m">
        Compare terms
      </h2>
      <div className="table-scroll">
        <table className="table">
          <caption className="caption">
            Total cost of the same draw over each term, origination fee included.
          </caption>
          <thead>
            <tr>
              <th scope="col">Term</th>
              <th scope="col">Rate</th>
              <th scope="col">Monthly payment</th>
              <th scope="col">Total cost</th>
            </tr>
          </thead>
          <tbody>
            {offers.map((offer) => {
              const draw = clampDraw(offer, amount);
              const figures = offerFigures(offer, draw, payType);
              return (
                <tr key={`${offer.type}-${offer.term}`}>
                  <th scope="row">{offer.term} years</th>
                  <td>{formatPercent(figures.rate)}</td>
                  <td>{formatUsd(figures.monthlyPayment)}</td>
                  <td>{formatUsd(figures.totalCost)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
