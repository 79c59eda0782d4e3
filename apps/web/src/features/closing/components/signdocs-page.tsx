import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from '@tanstack/react-router';
import type { ClosingDocument } from '@lintel/domain/application/closing-documents';
import { CLOSING_ACCEPT_REQUIRED } from '@lintel/domain/application/closing';
import { Checkbox } from '../../../components/form/checkbox.tsx';
import { ErrorSummary, type ErrorSummaryItem } from '../../../components/form/error-summary.tsx';
import { useDocumentTitle } from '../../../components/layouts/use-document-title.ts';
import { actionErrors } from '../../../lib/step-action.ts';
import { paths } from '../../../config/paths.ts';
import { useAcceptClosing } from '../api/closing.ts';
import { readingRecord } from '../reading-record.ts';
import './closing.css';

export const SIGNDOCS_TITLE = 'Your closing documents are ready';
const FIELD = 'accepted';

/**
 * Page review-app/signdocs (CLOSING_DISCLOSURE_GENERATED): the package to read on document/disclosures, then the
 * borrower confirms they reviewed it, which opens the e-signing (POST closing/accept). The confirmation is offered
 * once every document has been read to its end.
 */
export function SigndocsPage({ uuid, documents }: { uuid: string; documents: readonly ClosingDocument[] }) {
  const accept = useAcceptClosing(uuid);
  const [checked, setChecked] = useState(false);
  const [errors, setErrors] = useState<ErrorSummaryItem[]>([]);
  const [attempts, setAttempts] = useState(0);
  const allRead = readingRecord.allAcknowledged(uuid, documents);
  useDocumentTitle(SIGNDOCS_TITLE, errors.length > 0);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAttempts((n) => n + 1);
    if (!checked) {
      setErrors([{ message: CLOSING_ACCEPT_REQUIRED, field: FIELD }]);
      return;
    }
    setErrors([]);
    accept.mutate({ accepted: true }, { onError: (error) => setErrors(actionErrors(error, FIELD)) });
  }

  return (
    <div className="stack closing-page">
      <ErrorSummary items={errors} focusKey={attempts} />
      <h1 className="heading-l">{SIGNDOCS_TITLE}</h1>
      <p>
        Before you sign, read each of your closing documents. They are made from the figures of your line of credit
        and stay available from your application home.
      </p>
      <ul className="closing-doc-list">
        {documents.map((d) => (
          <li key={d.id}>
            {d.title}
            {d.owner ? ` (${d.owner})` : ''}{' '}
            <span className={readingRecord.isAcknowledged(uuid, d) ? 'closing-tag closing-tag--done' : 'closing-tag'}>
              {readingRecord.isAcknowledged(uuid, d) ? 'Read' : 'Not read yet'}
            </span>
          </li>
        ))}
      </ul>
      <p>
        <Link className={allRead ? 'button button--secondary' : 'button'} to={paths.application.getHref(uuid, 'document/disclosures')}>
          {allRead ? 'Read your documents again' : 'Read your documents'}
        </Link>
      </p>
      <form noValidate onSubmit={submit} className="stack">
        <p id="signdocs-hint" className="hint">
          {allRead
            ? 'Next you consent to e-signing and sign your documents.'
            : 'You can confirm once you have read every document to its end.'}
        </p>
        <Checkbox
          name={FIELD}
          label="I have reviewed my closing disclosure and closing documents"
          disabled={!allRead}
          checked={checked}
          aria-describedby="signdocs-hint"
          error={errors.find((e) => e.field === FIELD)?.message}
          onChange={(event) => setChecked(event.target.checked)}
        />
        <button type="submit" className="button" disabled={!allRead || accept.isPending}>
          Continue to signing
        </button>
      </form>
      <p>
        <Link to={paths.application.getHref(uuid, 'signing/support')}>I have a question or do not want to sign</Link>
      </p>
    </div>
  );
}
