import { useDocumentTitle } from '../../../components/layouts/use-document-title.ts';
import { Loading } from '../../../components/ui/loading.tsx';
import { useOffers } from '../api/offers.ts';
import type { OfferChoiceSearch } from '../offers/offer-choice.ts';
import { ProductSelectForm } from './product-select-form.tsx';
import './pages.css';

interface ProductSelectPageProps {
  uuid: string;
  initial?: Partial<OfferChoiceSearch> | undefined;
  onContinue: (choice: OfferChoiceSearch) => void;
}

/** Spec 000 §2 product/select: the offers by type and term and the draw the borrower wants now. */
export function ProductSelectPage({ uuid, initial, onContinue }: ProductSelectPageProps) {
  const offers = useOffers(uuid);
  useDocumentTitle('Choose your offer');
  return (
    <div className="stack">
      <h1 className="heading-l">Choose your offer</h1>
      {offers.isPending ? <Loading label="Loading your offers" /> : null}
      {offers.isError ? (
        <p role="alert" className="error-message">
          We could not load your offers. Please refresh the page.
        </p>
      ) : null}
      {offers.data ? (
        <ProductSelectForm offers={offers.data} initial={initial} onContinue={onContinue} />
      ) : null}
    </div>
  );
}
