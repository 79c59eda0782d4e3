import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import type { Condition } from '@lintel/domain/application/conditions';
import { ID_TYPES } from '@lintel/domain/application/document-types';
import {
  ID_BACK_REQUIRED,
  ID_DOCUMENT_REQUIRED,
  ID_FAILED_TEXT,
  ID_REUPLOAD_REQUIRED,
  ID_TYPE_DOCUMENTS,
  ID_TYPE_REQUIRED,
  type IdType,
} from '@lintel/domain/application/identity-verification';
import type { SignerApplication } from '@lintel/domain/signers/signer-area';
import { ErrorSummary, type ErrorSummaryItem } from '../../../components/form/error-summary.tsx';
import { RadioGroup } from '../../../components/form/radio-group.tsx';
import { useDocumentTitle } from '../../../components/layouts/use-document-title.ts';
import { FileUpload } from '../../../components/upload/file-upload.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { useSendSignerDocument, useSignerDocuments, useSignerVerifyIdentity } from '../api/signer-area.ts';
import { signerHref } from '../signer-pages.ts';

const OPTIONS = ID_TYPES.map((value) => ({ value, label: value.replace(/^US /, 'U.S. ') }));

function Side({
  uuid,
  type,
  side,
  error,
  sent,
}: {
  uuid: string;
  type: string;
  side: 'front' | 'back';
  error?: string | undefined;
  sent: boolean;
}) {
  const send = useSendSignerDocument(uuid, type);
  return (
    <div className="stack">
      <FileUpload
        name={`document-${side}`}
        label={`The ${side} of your ID`}
        hint="A photo from your phone or a scan. You can check the photo before you send it."
        error={error}
        camera
        send={send}
        sendLabel={`Send the ${side}`}
      />
      {sent ? (
        <p className="identity-side-sent">
          <strong>{side === 'front' ? 'Front' : 'Back'} received</strong>
        </p>
      ) : null}
    </div>
  );
}

/** The later of two ISO times (either may be missing). */
function later(a: string | null | undefined, b: string | undefined): string | undefined {
  if (!a) return b;
  if (!b) return a;
  return a > b ? a : b;
}

/**
 * Page identity (signer): the after-offer identity page's capture (the ID type, each of its sides, taken with the
 * phone's camera or chosen as a file, checked from its bytes by the server), against the signer's own record. With
 * `condition`, page conditions/identity (decision 237): the same check run again for an identity condition of the
 * signer's, with a photo sent since it was raised; a pass clears it and goes back to the list.
 */
export function SignerIdentityPage({
  application,
  condition,
}: {
  application: SignerApplication;
  condition?: Condition;
}) {
  const uuid = application.uuid;
  const navigate = useNavigate();
  const documents = useSignerDocuments(uuid);
  const verify = useSignerVerifyIdentity(uuid);
  const [idType, setIdType] = useState<IdType | undefined>();
  const [problems, setProblems] = useState<ErrorSummaryItem[]>([]);
  const [submits, setSubmits] = useState(0);
  // After a failed check, or a condition asking for the check again, only photos sent since count (spec idReUpload).
  const since = later(application.identityFailedAt, condition?.created);
  const failed = since !== undefined;
  const [failedNow, setFailedNow] = useState(false);
  const sent = new Set(
    (documents.data?.documents ?? []).filter((d) => !since || d.createdAt > since).map((d) => d.type),
  );
  const sides = idType ? ID_TYPE_DOCUMENTS[idType] : undefined;
  const server =
    verify.error instanceof ApiError
      ? verify.error.items.map((i) => ({ message: i.message, field: i.field }))
      : [];
  const items = problems.length > 0 ? problems : server;
  useDocumentTitle('Verify your identity', items.length > 0);
  const done = !condition && application.progress !== 'INVITED' && application.progress !== 'ACCEPTED';
  const after = condition ? signerHref('conditions', uuid) : signerHref('documents', uuid);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmits((n) => n + 1);
    const found: ErrorSummaryItem[] = [];
    if (!idType || !sides) found.push({ message: ID_TYPE_REQUIRED, field: 'idType' });
    else {
      if (!sent.has(sides.front))
        found.push({
          message: failed ? ID_REUPLOAD_REQUIRED : ID_DOCUMENT_REQUIRED,
          field: 'document-front',
        });
      if (sides.back && !sent.has(sides.back))
        found.push({ message: ID_BACK_REQUIRED, field: 'document-back' });
    }
    setProblems(found);
    if (found.length === 0 && idType)
      verify.mutate(
        { idType },
        {
          onSuccess: (answer) => {
            if (answer.outcome === 'FAILED') setFailedNow(true);
            else void navigate({ href: after });
          },
        },
      );
  }

  if (done)
    return (
      <>
        <h1 className="heading-l">Your identity is verified</h1>
        <p>
          <a className="button" href={signerHref('documents', uuid)}>
            Read and sign your documents
          </a>
        </p>
      </>
    );
  return (
    <>
      {condition ? (
        <Link to={signerHref('conditions', uuid)} className="back-link">
          Back
        </Link>
      ) : null}
      <ErrorSummary items={items} focusKey={String(submits)} />
      <h1 className="heading-l">Verify your identity</h1>
      {failed ? (
        <div className="signer-notice" role={failedNow ? 'alert' : undefined}>
          <h2 className="heading-m">We need a new photo of your ID</h2>
          <p>{condition && !application.identityFailedAt ? condition.text : ID_FAILED_TEXT}</p>
        </div>
      ) : (
        <p>
          We need a photo of a current government ID of yours, {application.firstName}. It is kept with your
          own record, not the borrower's.
        </p>
      )}
      <form noValidate onSubmit={submit} className="stack">
        <RadioGroup
          name="idType"
          legend="Which ID will you use?"
          options={OPTIONS}
          value={idType}
          onChange={(value) => setIdType(value as IdType)}
          error={items.find((i) => i.field === 'idType')?.message}
        />
        {sides ? (
          <>
            <Side
              uuid={uuid}
              type={sides.front}
              side="front"
              sent={sent.has(sides.front)}
              error={items.find((i) => i.field === 'document-front')?.message}
            />
            {sides.back ? (
              <Side
                uuid={uuid}
                type={sides.back}
                side="back"
                sent={sent.has(sides.back)}
                error={items.find((i) => i.field === 'document-back')?.message}
              />
            ) : null}
          </>
        ) : null}
        <div>
          <button type="submit" className="button" disabled={verify.isPending}>
            {verify.isPending ? 'Checking…' : failed ? 'Check my ID again' : 'Continue'}
          </button>
        </div>
      </form>
    </>
  );
}
