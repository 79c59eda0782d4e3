import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import type { ClosingView } from '@lintel/domain/application/closing';
import { useDocumentTitle } from '../../../components/layouts/use-document-title.ts';
import { LenderPhoneLink } from '../../../components/ui/lender-phone-link.tsx';
import { Loading } from '../../../components/ui/loading.tsx';
import { paths } from '../../../config/paths.ts';
import { useNotaryIdentity } from '../api/notary-identity.ts';
import { DeviceCheck } from './device-check.tsx';
import { IdentityProofingPart } from './identity-quiz.tsx';
import './closing.css';

const sessionLabel = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

function Join({ notary, ready }: { notary: NonNullable<ClosingView['notary']>; ready: boolean }) {
  const [joined, setJoined] = useState(false);
  const starts = notary.startsAt ? new Date(notary.startsAt) : undefined;
  return (
    <section className="stack" aria-labelledby="join-title">
      <h2 id="join-title" className="heading-m">
        3. Join your session
      </h2>
      {starts ? (
        <p>
          Your session with {notary.notaryName ?? 'your notary'} is on{' '}
          <strong>{sessionLabel.format(starts)}</strong>.
        </p>
      ) : null}
      {!ready ? (
        <p>You can join once your camera and microphone work and your identity is verified.</p>
      ) : joined ? (
        <div className="closing-notice" role="status">
          <p>
            <strong>You are in the waiting room.</strong> {notary.notaryName ?? 'The notary'} will start the
            video at the time of your session and guide you through signing the deed.
          </p>
          <p>
            Keep this page open. When the notary has signed and sealed your deed, we take you to the next
            step.
          </p>
        </div>
      ) : (
        <p>
          <button type="button" className="button" onClick={() => setJoined(true)}>
            Join my session
          </button>
        </p>
      )}
    </section>
  );
}

/**
 * Page notary/session (DEED_SIGNING, a child of notary/intro; decision 208): the device check, identity proofing (the
 * ID check and the knowledge-based questions, enforced by the server), then joining the remote session. When the
 * notary platform reports the deed signed, the step moves on and the router takes the borrower to it.
 */
export function NotarySessionPage({ uuid, closing }: { uuid: string; closing: ClosingView }) {
  useDocumentTitle('Your notary session');
  const [devicesReady, setDevicesReady] = useState(false);
  const notary = closing.notary;
  const proofing = useNotaryIdentity(uuid, notary?.kind === 'REMOTE');
  if (!notary || notary.kind !== 'REMOTE')
    return (
      <div className="stack closing-page narrow">
        <h1 className="heading-l">Your notary session</h1>
        <p>
          You have no online notary session booked.{' '}
          <Link to={paths.application.getHref(uuid, 'notary/intro')}>Book a session</Link>.
        </p>
      </div>
    );
  return (
    <div className="stack closing-page narrow">
      <h1 className="heading-l">Get ready for your notary session</h1>
      <p>
        Three steps, about 5 minutes. Do them on the device you will use for the session, in a quiet place
        with your photo ID.
      </p>
      <DeviceCheck onReady={setDevicesReady} />
      {proofing.isError ? (
        <p role="alert">
          We could not load your identity check. Reload the page, or call us at <LenderPhoneLink />.
        </p>
      ) : !proofing.data ? (
        <Loading label="Loading your identity check" />
      ) : (
        <IdentityProofingPart uuid={uuid} proofing={proofing.data} />
      )}
      <Join notary={notary} ready={devicesReady && proofing.data?.status === 'PASSED'} />
      <p>
        <Link to={paths.application.getHref(uuid, 'notary/intro')}>Back to your booking</Link>
      </p>
    </div>
  );
}
