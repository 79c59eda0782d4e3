import { useState, type FormEvent } from 'react';
import { verifyIdentity } from '@lintel/domain/api/endpoints/identity-actions';
import { ID_TYPES } from '@lintel/domain/application/document-types';
import type { DocumentList, UploadedDocument } from '@lintel/domain/application/documents';
import {
  ID_BACK_REQUIRED,
  ID_DOCUMENT_REQUIRED,
  ID_FAILED_TEXT,
  ID_REUPLOAD_REQUIRED,
  ID_TYPE_DOCUMENTS,
  ID_TYPE_REQUIRED,
  type IdType,
} from '@lintel/domain/application/identity-verification';
import type { ErrorSummaryItem } from '../../../components/form/error-summary.tsx';
import { QuestionPage } from '../../../components/form/question-page.tsx';
import { RadioGroup } from '../../../components/form/radio-group.tsx';
import { FileUpload } from '../../../components/upload/file-upload.tsx';
import { SentDocuments, sentAt } from '../../../components/upload/sent-documents.tsx';
import { actionErrors, useStepAction } from '../../../lib/step-action.ts';
import { useSendDocument } from '../api/documents.ts';

export const IDENTITY_TITLE = 'Verify your identity';

const OPTIONS = ID_TYPES.map((value) => ({ value, label: value.replace(/^US /, 'U.S. ') }));
const ID_DOCUMENT_TYPES = new Set(
  Object.values(ID_TYPE_DOCUMENTS).flatMap((sides) => [sides.front, sides.back ?? sides.front]),
);

/** The latest document of `type` sent after `since` (a failed check asks for photos taken after it). */
function latest(documents: readonly UploadedDocument[], type: string, since: string | undefined) {
  return documents.filter((d) => d.type === type && (!since || d.createdAt > since)).at(-1);
}

function Side({
  uuid,
  type,
  side,
  label,
  sent,
  error,
}: {
  uuid: string;
  type: string;
  side: 'front' | 'back';
  label: string;
  sent: UploadedDocument | undefined;
  error: string | undefined;
}) {
  const send = useSendDocument(uuid, type);
  return (
    <div className="stack">
      <FileUpload
        name={`document-${side}`}
        label={label}
        hint={
          sent
            ? `${sentAt(sent.createdAt)}. To replace it, choose or take another photo.`
            : 'A photo from your phone or a scan. You can check the photo before you send it.'
        }
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

/**
 * Page identity (IDENTITY_VERIFICATION, decision 114; spec docVerify and idReUpload): the ID type, a photo of its
 * front and of its back where it has one, taken with the phone's camera or chosen as a file and looked at before it
 * is sent; then the check. After a failed check (ID_VERIFICATION_FAILURE) new photos are asked for.
 */
export function IdentityPage({ uuid, list }: { uuid: string; list: DocumentList }) {
  const failure = list.requests.find((r) => r.category === 'ID_VERIFICATION_FAILURE');
  const since = failure?.created;
  const [idType, setIdType] = useState<IdType | undefined>(() => {
    const last = list.documents.filter((d) => ID_DOCUMENT_TYPES.has(d.type as never)).at(-1);
    if (!last) return undefined;
    return (Object.keys(ID_TYPE_DOCUMENTS) as IdType[]).find(
      (t) => ID_TYPE_DOCUMENTS[t].front === last.type || ID_TYPE_DOCUMENTS[t].back === last.type,
    );
  });
  const [fieldErrors, setFieldErrors] = useState<ErrorSummaryItem[]>([]);
  const [attempts, setAttempts] = useState(0);
  const verify = useStepAction(verifyIdentity, uuid);
  const sides = idType ? ID_TYPE_DOCUMENTS[idType] : undefined;
  const front = sides ? latest(list.documents, sides.front, since) : undefined;
  const back = sides?.back ? latest(list.documents, sides.back, since) : undefined;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAttempts((n) => n + 1);
    const problems: ErrorSummaryItem[] = [];
    if (!idType) problems.push({ message: ID_TYPE_REQUIRED, field: 'idType' });
    else {
      if (!front)
        problems.push({
          message: since ? ID_REUPLOAD_REQUIRED : ID_DOCUMENT_REQUIRED,
          field: 'document-front',
        });
      if (sides?.back && !back) problems.push({ message: ID_BACK_REQUIRED, field: 'document-back' });
    }
    setFieldErrors(problems);
    if (problems.length === 0 && idType) verify.mutate({ idType });
  }

  const failedNow = verify.data?.outcome === 'FAILED';
  const serverErrors = actionErrors(verify.error).map((e) =>
    e.field === 'document' ? { ...e, field: 'document-front' } : e,
  );
  // A problem the borrower has since fixed (the side is now sent) leaves the summary without another Continue.
  const open = fieldErrors.filter(
    (e) =>
      !(e.field === 'idType' && idType) &&
      !(e.field === 'document-front' && front) &&
      !(e.field === 'document-back' && back),
  );
  const errors = fieldErrors.length > 0 ? open : serverErrors;
  const errorFor = (field: string) => errors.find((e) => e.field === field)?.message;
  return (
    <QuestionPage
      title={IDENTITY_TITLE}
      errors={errors}
      focusKey={attempts + verify.failureCount}
      submitting={verify.isPending}
      submitLabel={failure ? 'Check my ID again' : 'Continue'}
      onSubmit={submit}
    >
      <h1 className="heading-l">{IDENTITY_TITLE}</h1>
      {failure || failedNow ? (
        <div className="upload-notice" role={failedNow ? 'alert' : undefined}>
          <h2 className="heading-m">We need a new photo of your ID</h2>
          <p>{ID_FAILED_TEXT}</p>
        </div>
      ) : (
        <p>
          We check a government-issued photo ID to keep your line of credit safe. It takes about 5 minutes.
        </p>
      )}
      <RadioGroup
        name="idType"
        legend="Which ID will you use?"
        error={errorFor('idType')}
        options={OPTIONS}
        value={idType}
        onChange={(value) => setIdType(value as IdType)}
      />
      {sides ? (
        <>
          <Side
            key={sides.front}
            uuid={uuid}
            type={sides.front}
            side="front"
            label={sides.back ? 'Photo of the front' : 'Photo of the page with your picture'}
            sent={front}
            error={errorFor('document-front')}
          />
          {sides.back ? (
            <Side
              key={sides.back}
              uuid={uuid}
              type={sides.back}
              side="back"
              label="Photo of the back"
              sent={back}
              error={errorFor('document-back')}
            />
          ) : null}
        </>
      ) : null}
      <SentDocuments
        title="ID photos you have sent"
        documents={list.documents.filter((d) => ID_DOCUMENT_TYPES.has(d.type as never))}
      />
    </QuestionPage>
  );
}
