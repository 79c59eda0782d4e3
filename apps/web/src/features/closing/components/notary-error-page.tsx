import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useDocumentTitle } from '../../../components/layouts/use-document-title.ts';
import { LenderPhoneLink } from '../../../components/ui/lender-phone-link.tsx';
import { paths } from '../../../config/paths.ts';
import { actionErrors } from '../../../lib/step-action.ts';
import { useCancelNotary } from '../api/notary-changes.ts';
import './closing.css';

/**
 * Page notary/error: identity could not be verified online (the photo ID check failed). Remote notarization cannot
 * go on without it, so the ways forward are a call and an in-person notary instead (decision 208).
 */
export function NotaryErrorPage({ uuid, canSwitch }: { uuid: string; canSwitch: boolean }) {
  useDocumentTitle('We could not verify your identity online');
  const navigate = useNavigate();
  const cancel = useCancelNotary(uuid);
  const [error, setError] = useState<string>();

  function switchToManual() {
    cancel.mutate(
      { confirm: true },
      {
        onSuccess: () => void navigate({ to: paths.application.getHref(uuid, 'notary/schedule-manual') }),
        onError: (e) => setError(actionErrors(e)[0]?.message),
      },
    );
  }

  return (
    <div className="stack closing-page narrow">
      <h1 className="heading-l">We could not verify your identity online</h1>
      <p>
        A remote online notary must check your photo ID before the session, and we could not check yours.
        Nothing has been signed and your booking is kept for now.
      </p>
      <h2 className="heading-m">What you can do</h2>
      <ul className="closing-steps">
        <li>
          Call us at <LenderPhoneLink />: we can check your ID with you, or update it if it has expired.
        </li>
        <li>
          Sign with an in-person notary who checks your ID face to face. An in-person notary costs $300.
        </li>
      </ul>
      {error ? <p role="alert">{error}</p> : null}
      {canSwitch ? (
        <p>
          <button
            type="button"
            className="button button--secondary"
            onClick={switchToManual}
            disabled={cancel.isPending}
          >
            Cancel my online session and choose an in-person notary
          </button>
        </p>
      ) : null}
    </div>
  );
}
