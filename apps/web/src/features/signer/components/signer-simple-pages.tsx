import { Link } from '@tanstack/react-router';
import type { SignerApplication } from '@lintel/domain/signers/signer-area';
import { SIGNER_RELATION_LABELS } from '@lintel/domain/signers/signer-invitation';
import { useDocumentTitle } from '../../../components/layouts/use-document-title.ts';
import { LenderPhoneLink } from '../../../components/ui/lender-phone-link.tsx';
import { nextSignerPage, signerHref, SIGNER_AREA } from '../signer-pages.ts';
import { SignerProgressSteps } from './signer-progress.tsx';

/** "Friday, November 27 at 4:00 PM CST": the session in the signer's own time zone, as the notary page shows it. */
export const sessionTime = (iso: string) =>
  new Date(iso).toLocaleString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  });

/** "We have asked you for 1 thing": the signer's open conditions (decision 237), on the intro and the landing. */
export function openRequestsText(count: number): string {
  return count === 1
    ? 'We have asked you for one thing. Please answer it so the signing can go on.'
    : `We have asked you for ${count} things. Please answer them so the signing can go on.`;
}

const NEXT_LABEL = {
  conditions: 'See what we need from you',
  identity: 'Verify your identity',
  documents: 'Read and sign your documents',
  notary: 'Book your notary',
} as const;

/** Page intro: what the signer does here, how far they are, and the next step. */
export function SignerIntroPage({ application }: { application: SignerApplication }) {
  useDocumentTitle('Your part in the signing');
  const next = nextSignerPage(application);
  return (
    <>
      <h1 className="heading-l">Your part in the signing</h1>
      <p>
        {application.borrowerFirstName} is opening a home equity line of credit secured by the home at{' '}
        {application.propertyAddress}. You are named as:{' '}
        {SIGNER_RELATION_LABELS[application.relation].toLowerCase()}.
      </p>
      <SignerProgressSteps application={application} />
      {next === 'conditions' ? (
        <div className="signer-notice" role="note">
          <p>
            <strong>We need something from you.</strong> {openRequestsText(application.openConditions)}
          </p>
        </div>
      ) : null}
      {next === 'intro' ? (
        <div className="signer-notice" role="status">
          <p>
            <strong>You are done for now.</strong> Your notary session is booked
            {application.notary ? ` for ${sessionTime(application.notary.startsAt)}` : ''}. We will email you
            if anything else is needed.
          </p>
        </div>
      ) : next === 'cancelled' ? null : (
        <p>
          <Link className="button" to={signerHref(next, application.uuid)}>
            {NEXT_LABEL[next as keyof typeof NEXT_LABEL] ?? 'Continue'}
          </Link>
        </p>
      )}
      {application.inRescission ? (
        <div className="signer-notice" role="note">
          <p>
            <strong>Your right to cancel.</strong> As an owner of the home you received your own notice of the
            right to cancel. You may cancel the line of credit for everyone until the deadline in that notice:
            call us at <LenderPhoneLink /> or{' '}
            <Link to={signerHref('documents', application.uuid)}>
              read your notice and cancel on your documents page
            </Link>
            .
          </p>
        </div>
      ) : null}
      <p>
        <Link to={signerHref('conditions', application.uuid)}>Anything we have asked of you</Link>
      </p>
    </>
  );
}

/** Page cancelled: the application was cancelled, or the borrower removed this signer. */
export function SignerCancelledPage() {
  useDocumentTitle('This signing is cancelled');
  return (
    <div className="stack narrow">
      <h1 className="heading-l">This signing is cancelled</h1>
      <p>
        The application you were asked to sign has been cancelled, or you are no longer one of its signers.
        Nothing more is needed from you. Questions? Call us at <LenderPhoneLink />.
      </p>
    </div>
  );
}

/** Page error: a signer page that could not load, or an application that is not this signer's. */
export function SignerErrorPage() {
  useDocumentTitle('We could not open this page');
  return (
    <div className="stack narrow">
      <h1 className="heading-l">We could not open this page</h1>
      <p>
        This page is not available to you, or something went wrong on our side. Go back to{' '}
        <a href={`${SIGNER_AREA}/resume`}>the applications you sign</a>, or call us at <LenderPhoneLink />.
      </p>
    </div>
  );
}
