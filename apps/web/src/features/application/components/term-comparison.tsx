import { formatPercent, formatUsd } from '@lintel/domain/loan-math/format-money';
import type { Offer } from '@lintel/domain/application/offer';
import { drawAmountProblem } from '@lintel/domain/validation/draw-amount';
import { offerFigures, offerRate } from '../offers/offer-figures.ts';
import type { PayType } from '../offers/offer-figures.ts';

interface TermComparisonProps {
  offers: readonly Offer[];
  /** The offer of the term chosen above: its row is marked. */
  chosen: Offer;
  /** The draw typed above once it is valid for the chosen offer; undefined until then. */
  amount: number | undefined;
  payType: PayType;
}

/**
 * Issue 6: the total cost of the same draw across every term on offer, side by side. Only the draw the borrower
 * typed is compared, with the payment mode chosen above (decision 166): a term whose limits that draw is outside of
 * says so rather than showing another draw's figures.
 */
export function TermComparison({ offers, chosen, amount, payType }: TermComparisonProps) {
  if (offers.length < 2) return null;
  return (
    <section aria-labelledby="comparison-heading" className="stack">
      <h2 id="comparison-heading" className="heading-m">
        Compare terms
      </h2>
      {amount === undefined ? (
        <p>Enter a whole-dollar amount above to compare the monthly payment and total cost of each term.</p>
      ) : (
        <div className="table-scroll">
          <table className="table">
            <caption className="caption">
              Total of the monthly payments for a draw of {formatUsd(amount, 0)} over each term, origination
              fee included. Your choice is in bold.
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
                const outside = drawAmountProblem(amount, offer) !== undefined;
                const figures = outside ? undefined : offerFigures(offer, amount, payType);
                const isChosen = offer === chosen;
                return (
                  <tr
                    key={`${offer.type}-${offer.term}`}
                    className={isChosen ? 'table__row--chosen' : undefined}
                  >
                    <th scope="row">
                      {offer.term} years
                      {isChosen ? <span className="visually-hidden"> (your choice)</span> : null}
                    </th>
                    <td>{formatPercent(offerRate(offer, payType))}</td>
                    {figures ? (
                      <>
                        <td>{formatUsd(figures.monthlyPayment)}</td>
                        <td>{formatUsd(figures.totalCost)}</td>
                      </>
                    ) : (
                      <td colSpan={2}>
                        Draws from {formatUsd(offer.minDraw, 0)} to {formatUsd(offer.maxDraw, 0)} on this term
                      </td>
                    )}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
