import { useState } from 'react';
import type { SignerSummary } from '@lintel/domain/signers/signer-invitation';
import { Modal } from '../../../components/ui/modal.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { useRemoveSigner } from '../api/borrower-signers.ts';

/** Progress at which a signer can still be removed: once they have signed, their signature is on the documents. */
export function removable(signer: SignerSummary): boolean {
  return (
    signer.progress === 'INVITED' || signer.progress === 'ACCEPTED' || signer.progress === 'IDENTITY_VERIFIED'
  );
}

/**
 * Removing a signer, asked twice: the link stops working and their area closes, which cannot be undone here (the
 * borrower would invite them again). The page says who was removed once the card is gone (`onRemoved`).
 */
export function RemoveSignerButton({
  uuid,
  signer,
  onRemoved,
}: {
  uuid: string;
  signer: SignerSummary;
  onRemoved: (name: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const name = `${signer.firstName} ${signer.lastName}`;
  const remove = useRemoveSigner(uuid, () => {
    setOpen(false);
    onRemoved(name);
  });
  const error =
    remove.error instanceof ApiError
      ? remove.error.items[0]?.message
      : remove.error
        ? 'We could not remove this signer. Please try again.'
        : undefined;
  return (
    <>
      <button type="button" className="link-button" onClick={() => setOpen(true)}>
        Remove {name}
      </button>
      <Modal title={`Remove ${name}?`} open={open} onClose={() => setOpen(false)}>
        <p>
          {name} will no longer sign this application. Their invitation link stops working and their signer
          area closes. You can invite them again later.
        </p>
        {error ? (
          <p role="alert" className="error-message">
            {error}
          </p>
        ) : null}
        <p>
          <button
            type="button"
            className="button"
            disabled={remove.isPending}
            onClick={() => remove.mutate(signer.id)}
          >
            Yes, remove {signer.firstName}
          </button>{' '}
          <button type="button" className="button button--secondary" onClick={() => setOpen(false)}>
            Keep {signer.firstName}
          </button>
        </p>
      </Modal>
    </>
  );
}
