import '../income.css';

/** The decision product/select is routed with after a lower verified income (spec 000 §4). */
export const REVISED_OFFER_DECISION = 'VERIFIED_OFFER';

/**
 * product/select after income verification found less than the borrower stated (REVISED_OFFER_SELECTION, routed
 * with origin signing/intro and decision VERIFIED_OFFER): the offers below are new, and why.
 */
export function RevisedOfferNotice() {
  return (
    <div className="income-panel" role="status">
      <h2 className="heading-m">Your offers have changed</h2>
      <p>
        The income we verified is lower than the income on your application, so we worked out your offers
        again from the verified income. Please choose an offer below; nothing is final until you sign.
      </p>
    </div>
  );
}
