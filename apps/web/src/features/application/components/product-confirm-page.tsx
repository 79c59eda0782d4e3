import { Link } from '@tanstack/react-router';
import { formatPercent, formatUsd } from '@lintel/domain/loan-math/format-money';
import { ErrorSummary } from '../../../components/form/error-summary.tsx';
import { useDocumentTitle } from '../../../components/layouts/use-document-title.ts';
import { Loading } from '../../../components/ui/loading.tsx';
import { actionErrors } from '../../../lib/step-action.ts';
import { useOffers } from '../api/offers.ts';
import { useSelectOffer } from '../api/select-offer.ts';
import { findOffer, offerFigures } from '../offers/offer-figures.ts';
import { PAY_TYPE_LABELS, TYPE_LABELS } from '../offers/offer-choice.ts';
import type { OfferChoiceSearch } from '../offers/offer-choice.ts';
import './pages.css';

interface ProductConfirmPageProps {
  uuid: string;
  choice: OfferChoiceSearch;
  backHref: string;
}

/** product/select/confirm: the choice once more, then "Accept this offer" calls the server and moves on. */
export function ProductConfirmPage({ uuid, choice, backHref }: ProductConfirmPageProps) {
  const offers = useOffers(uuid);
  const select = useSelectOffer(uuid);
  useDocumentTitle('Confirm your offer', select.isError);
  if (offers.isPending) return <Loading label="Loading your offer" />;
  const offer = offers.data && findOffer(offers.data, choice.type, choice.term);
  const rows: Array<[string, string]> = offer
    ? (() => {
        const figures = offerFigures(offer, choice.amount, choice.payType);
        return [
          ['Rate type', TYPE_LABELS[choice.type]],
          ['Term', `${choice.term} years`],
          ['Draw now', formatUsd(choice.amount)],
          ['Payments', PAY_TYPE_LABELS[choice.payType]],
          ['Rate', formatPercent(figures.rate)],
          ['Monthly payment', formatUsd(figures.monthlyPayment)],
          ['Origination fee', formatUsd(figures.originationFee)],
          ['Draw total', formatUsd(figures.drawTotal)],
          ['Recording tax', formatUsd(figures.recordingTax)],
        ];
      })()
    : [];
  return (
    <div className="stack">
      <Link to={backHref} className="back-link">
        Back
      </Link>
      <ErrorSummary
        items={actionErrors(select.error).map(({ message }) => ({ message }))}
        focusKey={select.failureCount}
      />
      <h1 className="heading-l">Confirm your offer</h1>
      {offer ? (
        <dl className="summary-list">
          {rows.map(([label, value]) => (
            <div className="summary-list__row" key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p>This offer is no longer available. Please go back and choose again.</p>
      )}
      {offer ? (
        <button
          type="button"
          className="button"
          disabled={select.isPending || select.isSuccess}
          onClick={() => select.mutate(choice)}
        >
          Accept this offer
        </button>
      ) : null}
    </div>
  );
}
