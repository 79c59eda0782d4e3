import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { CANCEL_CONFIRM_REQUIRED } from '@lintel/domain/application/closing';
import type { SignerApplication } from '@lintel/domain/signers/signer-area';
import { ConfirmToActForm } from '../../components/form/confirm-to-act-form.tsx';
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
        <ConfirmToActForm
          heading="Cancel the line of credit for everyone?"
          actionsClassName="signer-actions"
          confirmLabel={SIGNER_CANCEL_CONFIRM}
          confirmRequired={CANCEL_CONFIRM_REQUIRED}
          actLabel="Cancel the line of credit"
          keepLabel="Keep the line of credit"
          pending={cancel.isPending}
          onAct={(fail) =>
            cancel.mutate(
              { confirm: true },
              {
                onError: fail,
                onSuccess: async () => {
                  await queryClient.invalidateQueries({ queryKey: ['signer'] });
                  await navigate({ href: signerHref('cancelled', uuid) });
                },
              },
            )
          }
          onKeep={() => setOpen(false)}
        >
          <p>
            The line will be closed, the mortgage on the home released, and every fee paid refunded within 20
            days. This cannot be undone.
          </p>
        </ConfirmToActForm>
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
