import { getRouteApi } from '@tanstack/react-router';
import { CallUs } from '../../features/credit-review/components/lender-contact.tsx';
import { useClosingDocuments } from '../../features/closing/api/closing.ts';

const applicationApi = getRouteApi('/account/heloc/$uuid');

/** The application's id and its closing documents, for the pages that show them. */
export function useDocuments() {
  const { uuid } = applicationApi.useParams();
  return { uuid, documents: useClosingDocuments(uuid) };
}

/** What a closing page says when its read failed. */
export function CouldNotLoad({ what }: { what: string }) {
  return (
    <div className="stack">
      <h1 className="heading-l">We could not load {what}</h1>
      <p>Please reload the page in a moment.</p>
      <CallUs />
    </div>
  );
}
