import { confirmLiens } from '@lintel/domain/api/endpoints/credit-actions';
import { ErrorSummary } from '../../../components/form/error-summary.tsx';
import { useDocumentTitle } from '../../../components/layouts/use-document-title.ts';
import { actionErrors, useStepAction } from '../../../lib/step-action.ts';

/**
 * Page `liens` (server step LIEN_VERIFICATION): the borrower confirms the loans secured on the home, which starts
 * underwriting. The lien list itself is not served yet (see the report); the page says what is being confirmed.
 */
export function LiensPage({ uuid }: { uuid: string }) {
  const confirm = useStepAction(confirmLiens, uuid);
  const errors = actionErrors(confirm.error);
  useDocumentTitle('Confirm the loans on your property', errors.length > 0);
  return (
    <div className="stack">
      <ErrorSummary items={errors} focusKey={confirm.failureCount} />
      <h1 className="heading-l">Confirm the loans on your property</h1>
      <p>
        To work out how much you can borrow, we check the loans recorded against your home, such as a mortgage
        or another home-equity line, in public records and your credit report.
      </p>
      <p>
        By confirming, you tell us the loans secured on your home are the ones you told us about and that none
        is missing. We then prepare your offers, which usually takes a few minutes.
      </p>
      <button
        type="button"
        className="button"
        disabled={confirm.isPending || confirm.isSuccess}
        onClick={() => confirm.mutate(undefined)}
      >
        Confirm and see my offers
      </button>
    </div>
  );
}
