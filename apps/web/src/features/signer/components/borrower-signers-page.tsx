import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { signerRequestsText } from '@lintel/domain/signers/signer-conditions';
import {
  SIGNER_PROGRESS_LABELS,
  SIGNER_RELATION_LABELS,
  type SignerSummary,
} from '@lintel/domain/signers/signer-invitation';
import { useDocumentTitle } from '../../../components/layouts/use-document-title.ts';
import { Loading } from '../../../components/ui/loading.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { useResendInvitation, useSigners } from '../api/borrower-signers.ts';
import { InviteSignerForm, ownerPrefill } from './invite-signer-form.tsx';
import { removable, RemoveSignerButton } from './remove-signer-button.tsx';
import './signer.css';

function SignerCard({
  uuid,
  signer,
  onRemoved,
}: {
  uuid: string;
  signer: SignerSummary;
  onRemoved: (name: string) => void;
}) {
  const resend = useResendInvitation(uuid);
  const [correcting, setCorrecting] = useState(false);
  const [email, setEmail] = useState(signer.email);
  const error = resend.error instanceof ApiError ? resend.error.items[0]?.message : undefined;
  const open = signer.progress === 'INVITED';
  return (
    <li className="signer-card stack">
      <h3 className="heading-s">
        {signer.firstName} {signer.lastName}
      </h3>
      <p>
        {SIGNER_RELATION_LABELS[signer.relation]} · {signer.email}
      </p>
      <p>
        <strong>{SIGNER_PROGRESS_LABELS[signer.progress]}</strong>
        {open && signer.invitationExpired ? ' — the invitation has expired: send it again.' : ''}
      </p>
      {/* Their conditions are theirs to answer in their own area (decision 237): the borrower learns only that the
          application waits on them. */}
      {signer.openConditions > 0 ? (
        <p>
          Waiting on {signer.firstName}: {signerRequestsText(signer.openConditions)}. We have asked them directly.
        </p>
      ) : null}
      {resend.isSuccess ? <p role="status">Sent again to {resend.data.email}.</p> : null}
      {error ? (
        <p role="alert" className="error-message">
          {error}
        </p>
      ) : null}
      {open ? (
        <div className="stack">
          {correcting ? (
            <label className="stack">
              <span>Correct email address</span>
              <input
                className="input"
                type="email"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
              />
            </label>
          ) : null}
          <p>
            <button
              type="button"
              className="button button--secondary"
              disabled={resend.isPending}
              onClick={() =>
                resend.mutate({
                  signerId: signer.id,
                  body: correcting && email !== signer.email ? { email } : {},
                })
              }
            >
              {correcting ? 'Save and send again' : 'Send the invitation again'}
            </button>{' '}
            {correcting ? null : (
              <button type="button" className="link-button" onClick={() => setCorrecting(true)}>
                Correct the address
              </button>
            )}
          </p>
        </div>
      ) : null}
      {/* A div, not a p: the button's confirmation is a dialog, which a paragraph may not hold. */}
      {removable(signer) ? (
        <div>
          <RemoveSignerButton uuid={uuid} signer={signer} onRemoved={onRemoved} />
        </div>
      ) : null}
    </li>
  );
}

/**
 * The borrower's page of other signers (issue 19): everyone else who owns the home, and any co-borrower, signs in
 * their own area; the borrower invites them, sees how far each has come and what the application waits on.
 */
export function BorrowerSignersPage({ uuid, homeHref }: { uuid: string; homeHref: string }) {
  useDocumentTitle('Other signers');
  const signers = useSigners(uuid);
  const [removed, setRemoved] = useState<string | null>(null);
  const [owner, setOwner] = useState<string | undefined>();
  const owners = signers.data?.vestedOwners ?? [];
  return (
    <div className="stack narrow">
      <h1 className="heading-l">Other signers</h1>
      <p>
        Everyone who owns the home must sign the deed, and a co-borrower signs the line of credit too. Invite
        each of them here: they verify their identity, sign and book a notary in their own signer area.
      </p>
      {signers.isPending ? (
        <Loading label="Loading your signers" />
      ) : signers.isError ? (
        <p role="alert">We could not load your signers. Please reload the page in a moment.</p>
      ) : (
        <>
          {removed ? <p role="status">{removed} was removed and can no longer sign.</p> : null}
          {signers.data.waitingOn ? (
            <div className="signer-notice" role="status">
              <p>{signers.data.waitingOn}</p>
            </div>
          ) : signers.data.signers.length > 0 ? (
            <p role="status">Every signer is done.</p>
          ) : null}
          {signers.data.signers.length > 0 ? (
            <ul className="signer-card-list" aria-label="Your signers">
              {signers.data.signers.map((s) => (
                <SignerCard key={s.id} uuid={uuid} signer={s} onRemoved={setRemoved} />
              ))}
            </ul>
          ) : (
            <p>
              {owners.length > 0
                ? 'You have not invited anyone yet.'
                : 'You have not invited anyone. If you own the home alone and borrow alone, there is nothing to do here.'}
            </p>
          )}
        </>
      )}
      {owners.length > 0 ? (
        <section className="stack" aria-labelledby="title-owners">
          <h2 id="title-owners" className="heading-m">
            Owners on the title
          </h2>
          <p>
            The title report names {owners.length === 1 ? 'another owner' : 'other owners'} of your home.
            Every owner must sign the deed, so invite {owners.length === 1 ? 'them' : 'each of them'} below.
          </p>
          <ul className="signer-owner-list">
            {owners.map((name) => (
              <li key={name}>
                <span>{name}</span>{' '}
                <button type="button" className="button button--secondary" onClick={() => setOwner(name)}>
                  Invite {name}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <InviteSignerForm key={owner ?? ''} uuid={uuid} initial={owner ? ownerPrefill(owner) : undefined} />
      <p>
        <Link to={homeHref}>Back to your application</Link>
      </p>
    </div>
  );
}
