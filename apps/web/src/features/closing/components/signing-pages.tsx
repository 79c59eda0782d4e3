import { Link } from '@tanstack/react-router';
import { useDocumentTitle } from '../../../components/layouts/use-document-title.ts';
import { LenderPhoneLink } from '../../../components/ui/lender-phone-link.tsx';
import { paths } from '../../../config/paths.ts';
import './closing.css';

/** Page signing/intro (NOTE_SIGNING): what signing takes, before the ceremony on signing/sign. */
export function SigningIntroPage({ uuid }: { uuid: string }) {
  useDocumentTitle('Sign your documents');
  return (
    <div className="stack closing-page narrow">
      <h1 className="heading-l">Sign your documents</h1>
      <p>Signing takes about five minutes and has three parts:</p>
      <ol className="closing-steps">
        <li>Agree to use electronic records and signatures (E-SIGN consent).</li>
        <li>Adopt your signature by typing your full name.</li>
        <li>Sign each place in your documents that needs your signature.</li>
      </ol>
      <p>
        After that you meet an online notary to sign the mortgage. Your line of credit opens once the right to cancel has
        passed.
      </p>
      <p>
        <Link className="button" to={paths.application.getHref(uuid, 'signing/sign')}>
          Start signing
        </Link>
      </p>
      <p>
        <Link to={paths.application.getHref(uuid, 'document/disclosures')}>Read your documents again</Link>
      </p>
      <p>
        {/* Issue 19: the other owners and co-borrowers sign in their own area; invite them before signing. */}
        <Link to={paths.application.getHref(uuid, 'signers')}>Does someone else own the home or borrow with you? Invite them</Link>
      </p>
      <p>
        <Link to={paths.application.getHref(uuid, 'signing/support')}>I have a question or do not want to sign</Link>
      </p>
    </div>
  );
}

/** Page signing/support: declining or asking for help; nothing is signed until the borrower finishes signing. */
export function SigningSupportPage({ uuid }: { uuid: string }) {
  useDocumentTitle('Help with signing');
  return (
    <div className="stack closing-page narrow">
      <h1 className="heading-l">Help with signing</h1>
      <p>
        Nothing has been signed. If you do not want to sign, or something in your documents is not what you expected,
        call us at <LenderPhoneLink />. We can explain any document, correct it, or close your application.
      </p>
      <p>If you do nothing, your application stays as it is until your offer expires.</p>
      <p>
        <Link className="button button--secondary" to={paths.application.getHref(uuid)}>
          Back to your application
        </Link>
      </p>
    </div>
  );
}

/** Page signing/additional (CO_DEED, WAITING_FOR_CO_DEED): the other owners sign in their own area. */
export function SigningAdditionalPage({ uuid }: { uuid?: string }) {
  useDocumentTitle('Waiting for the other signers');
  return (
    <div className="stack closing-page narrow">
      <h1 className="heading-l">Waiting for the other signers</h1>
      <p>
        You have signed. Everyone else who owns the home must sign too, in their own signer area, before the notary
        session can be booked. We have emailed them; this page moves on by itself once they have signed.
      </p>
      {uuid ? (
        <p>
          <Link to={paths.application.getHref(uuid, 'signers')}>See who we are waiting for, or send an invitation again</Link>
        </p>
      ) : null}
      <p>
        Questions? Call us at <LenderPhoneLink />.
      </p>
    </div>
  );
}
