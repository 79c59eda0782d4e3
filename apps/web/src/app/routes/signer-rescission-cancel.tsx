import { useState, type FormEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { CANCEL_CONFIRM_REQUIRED } from '@lintel/domain/application/closing';
import type { SignerApplication } from '@lintel/domain/signers/signer-area';
import { Checkbox } from '../../components/form/checkbox.tsx';
import { ErrorSummary, type ErrorSummaryItem } from '../../components/form/error-summary.tsx';
import { actionErrors } from '../../lib/step-action.ts';
import { useCancelRescission } from '../../features/closing/api/closing.ts';
import { rescissionLastDay } from '../../features/closing/components/rescission-countdown.tsx';
import { signerHref } from '../../features/signer/signer-pages.ts';

export const SIGNER_CANCEL_CONFIRM = 'Yes, I want to cancel the line of credit for everyone';

/**
 * The signer's right to cancel (decision 118: one owner's cancellation counts for all): their own notice's deadline,
 * then the borrower's complete page's confirmation, here worded for an owner who is not the borrower. The same call
 * as the borrower's (caller `party`); afterwards the signer's own cancelled page.
 */
export function SignerRescissionCancel({ application }: { application: SignerApplication }) {
  const uuid = application.uuid;
  const cancel = useCancelRescission(uuid);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [confirm, setConfirm] = useState(false);
  const [errors, setErrors] = useState<ErrorSummaryItem[]>([]);
  const [attempts, setAttempts] = useState(0);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAttempts((n) => n + 1);
    if (!confirm) {
      setErrors([{ message: CANCEL_CONFIRM_REQUIRED, field: 'confirm' }]);
      return;
    }
    setErrors([]);
    cancel.mutate(
      { confirm: true },
      {
        onError: (error) => setErrors(actionErrors(error, 'confirm')),
        onSuccess: async () => {
          await queryClient.invalidateQueries({ queryKey: ['signer'] });
          await navigate({ href: signerHref('cancelled', uuid) });
        },
      },
    );
  }

  return (
    <section className="stack signer-notice" aria-labelledby="cancel-heading">
      <h2 id="cancel-heading" className="heading-m">
        Your right to cancel
      </h2>
      <p>
        As an owner of the home you received your own notice of the right to cancel.
        {application.rescissionEndsAt
          ? ` You may cancel the line of credit until midnight of ${rescissionLastDay(application.rescissionEndsAt)} (Pacific Time).`
          : ' You may cancel the line of credit until the deadline in that notice.'}{' '}
        One owner cancelling cancels it for everyone, {application.borrowerFirstName} included.
      </p>
      {open ? (
        <form noValidate onSubmit={submit} className="stack" aria-labelledby="cancel-confirm-title">
          <ErrorSummary items={errors} focusKey={attempts} />
          <h3 id="cancel-confirm-title" className="heading-m">
            Cancel the line of credit for everyone?
          </h3>
          <p>
            The line will be closed, the mortgage on the home released, and every fee paid refunded within 20 days.
            This cannot be undone.
          </p>
          <Checkbox
            name="confirm"
            label={SIGNER_CANCEL_CONFIRM}
            checked={confirm}
            error={errors[0]?.message}
            onChange={(event) => setConfirm(event.target.checked)}
          />
          <div className="signer-actions">
            <button type="submit" className="button" disabled={cancel.isPending}>
              Cancel the line of credit
            </button>
            <button type="button" className="button button--secondary" onClick={() => setOpen(false)}>
              Keep the line of credit
            </button>
          </div>
        </form>
      ) : (
        <p>
          <button type="button" className="button button--secondary" onClick={() => setOpen(true)}>
            Cancel the line of credit for everyone
          </button>
        </p>
      )}
    </section>
  );
}
