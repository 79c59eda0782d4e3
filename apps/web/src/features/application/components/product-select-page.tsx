import { Suspense, lazy } from 'react';
import { useDocumentTitle } from '../../../components/layouts/use-document-title.ts';
import { Loading } from '../../../components/ui/loading.tsx';
import { useOffers } from '../api/offers.ts';
import type { OfferChoiceSearch } from '../offers/offer-choice.ts';
import './pages.css';

/**
 * The form carries the loan math (decimal.js, about 13 KB gzip). It cannot show before the offers arrive, so it is
 * fetched alongside them rather than before the page's first paint (decision 098); the route starts both at once.
 */
const ProductSelectForm = lazy(() =>
  import('./product-select-form.tsx').then((m) => ({ default: m.ProductSelectForm })),
);

interface ProductSelectPageProps {
  uuid: string;
  initial?: Partial<OfferChoiceSearch> | undefined;
  onContinue: (choice: OfferChoiceSearch) => void;
}

/** A screen's height while the offers load, so their arrival pushes nothing into view (decision 097). */
function OffersPending() {
  return (
    <div className="pending-offers">
      <Loading label="Loading your offers" />
    </div>
  );
}

/** Spec 000 §2 product/select: the offers by type and term and the draw the borrower wants now. */
export function ProductSelectPage({ uuid, initial, onContinue }: ProductSelectPageProps) {
  const offers = useOffers(uuid);
  useDocumentTitle('Choose your offer');
  return (
    <div className="stack">
      <h1 className="heading-l">Choose your offer</h1>
      {offers.isPending ? <OffersPending /> : null}
      {offers.isError ? (
        <p role="alert" className="error-message">
          We could not load your offers. Please refresh the page.
        </p>
      ) : null}
      {offers.data ? (
        <Suspense fallback={<OffersPending />}>
          <ProductSelectForm offers={offers.data} initial={initial} onContinue={onContinue} />
        </Suspense>
      ) : null}
    </div>
  );
}
