import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../components/layouts/use-document-title.ts';
import { Loading } from '../../../components/ui/loading.tsx';
import { useLazyModule } from '../../../lib/lazy-module.ts';
import { useOffers } from '../api/offers.ts';
import type { OfferChoiceSearch } from '../offers/offer-choice.ts';
import { productSelectFormModule } from './product-select-form-module.ts';
import './pages.css';

interface ProductSelectPageProps {
  uuid: string;
  initial?: Partial<OfferChoiceSearch> | undefined;
  onContinue: (choice: OfferChoiceSearch) => void;
  /** Why the offers are being chosen again (a revised offer after income verification). */
  notice?: ReactNode;
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
export function ProductSelectPage({ uuid, initial, onContinue, notice }: ProductSelectPageProps) {
  const offers = useOffers(uuid);
  // The form's code (with the loan math) arrives alongside the offers (decision 098); the loader stays until both
  // are there, and the form then shows in the same commit (decision 156).
  const formCode = useLazyModule(productSelectFormModule);
  useDocumentTitle('Choose your offer');
  return (
    <div className="stack">
      <h1 className="heading-l">Choose your offer</h1>
      {notice}
      {offers.isPending || (offers.data && !formCode) ? <OffersPending /> : null}
      {offers.isError ? (
        <p role="alert" className="error-message">
          We could not load your offers. Please refresh the page.
        </p>
      ) : null}
      {offers.data && formCode ? (
        <formCode.ProductSelectForm offers={offers.data} initial={initial} onContinue={onContinue} />
      ) : null}
    </div>
  );
}
