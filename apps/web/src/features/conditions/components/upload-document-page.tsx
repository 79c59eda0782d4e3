import { useState } from 'react';
import type { ComponentType, FormEvent } from 'react';
import { Link } from '@tanstack/react-router';
import {
  CONDITION_DOCUMENTS_TOO_FEW,
  DOCUMENT_TYPE_LABELS,
  documentsNeeded,
  type Condition,
  type ConditionDocumentsBody,
} from '@lintel/domain/application/conditions';
import type { DocumentType } from '@lintel/domain/application/document-types';
import type { UploadedDocument } from '@lintel/domain/application/documents';
import { ErrorSummary, type ErrorSummaryItem } from '../../../components/form/error-summary.tsx';
import { Choice } from '../../../components/form/choice.tsx';
import { Fieldset } from '../../../components/form/fieldset.tsx';
import { RadioGroup } from '../../../components/form/radio-group.tsx';
import { useDocumentTitle } from '../../../components/layouts/use-document-title.ts';
import { actionErrors } from '../../../lib/step-action.ts';
import { conditionDate, documentsNeededText } from './upload-request.ts';
import '../../../components/form/choices.css';
import './conditions.css';

const TYPE_FIELD = 'documentType';
const DOCUMENTS_FIELD = 'documentUuids';

export function documentTypeLabel(type: string): string {
  return DOCUMENT_TYPE_LABELS[type as DocumentType] ?? type.toLowerCase().replace(/_/g, ' ');
}

/** What the page hands the file picker: the type to upload, and where each stored document goes. */
export interface ConditionUploadSlotProps {
  uuid: string;
  documentType: string;
  label: string;
  onUploaded: (document: UploadedDocument) => void;
}

/**
 * Sending the chosen documents as the condition's answer: the borrower's call or a signer's (decision 237), a
 * react-query mutation of either.
 */
export interface ConditionAnswer {
  mutateAsync: (body: ConditionDocumentsBody) => Promise<unknown>;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  failureCount: number;
}

interface UploadDocumentPageProps {
  uuid: string;
  condition: Condition;
  /** The query's conditionType: the document type the borrower starts with, when the condition accepts it. */
  initialType: string | undefined;
  /** The answerer's documents (the application's, or the signer's own); those of the condition's types are offered. */
  documents: readonly UploadedDocument[];
  conditionsHref: string;
  send: ConditionAnswer;
  onSent: () => void;
  /** The file picker: the one upload control, composed in by the route (decision 189). */
  UploadSlot: ComponentType<ConditionUploadSlotProps>;
}

/**
 * Page conditions/upload-document?conditionUuid&conditionType&conditionEnum, the borrower's (/{uuid}/…) and an
 * additional signer's (/heloc-signer/…, decision 237): what the condition needs, the documents to send (new uploads
 * and ones already sent, of the types it accepts), then "Send" hands them to the lender. Checked here and again by
 * the server.
 */
export function UploadDocumentPage({
  uuid,
  condition,
  initialType,
  documents,
  conditionsHref,
  send,
  onSent,
  UploadSlot,
}: UploadDocumentPageProps) {
  const types = condition.documentTypes;
  const [type, setType] = useState(() =>
    initialType && types.includes(initialType) ? initialType : types[0],
  );
  const [chosen, setChosen] = useState<readonly string[]>([]);
  const [added, setAdded] = useState<readonly UploadedDocument[]>([]);
  const [fieldErrors, setFieldErrors] = useState<ErrorSummaryItem[]>([]);
  const [attempts, setAttempts] = useState(0);
  useDocumentTitle(condition.title, fieldErrors.length > 0 || send.isError);
  const accepted = new Set(types);
  // A file sent on this page keeps the name it had on the device, also once the list of documents is read again.
  const offered = [
    ...documents.map((d) => added.find((a) => a.uuid === d.uuid) ?? d),
    ...added.filter((a) => !documents.some((d) => d.uuid === a.uuid)),
  ].filter((d) => accepted.has(d.type));
  const needed = documentsNeeded(condition.xtraData.numDocsRequired);

  function toggle(id: string, on: boolean) {
    setChosen((current) => (on ? [...current, id] : current.filter((c) => c !== id)));
    // A document chosen answers "choose a document"; the count is checked again on Send.
    if (on) setFieldErrors([]);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAttempts((n) => n + 1);
    if (chosen.length < needed) {
      const message =
        chosen.length === 0 ? 'Choose or upload a document to send' : CONDITION_DOCUMENTS_TOO_FEW(needed);
      setFieldErrors([{ message, field: DOCUMENTS_FIELD }]);
      return;
    }
    setFieldErrors([]);
    // Not mutate's onSuccess: the refetched list may already show the request done and replace this page, and a
    // callback of an unmounted observer never runs; the promise does.
    send.mutateAsync({ documentUuids: [...chosen] }).then(onSent, () => undefined);
  }

  const errors = fieldErrors.length > 0 ? fieldErrors : actionErrors(send.error, DOCUMENTS_FIELD);
  const documentsError = errors.find((e) => e.field === DOCUMENTS_FIELD)?.message;
  return (
    <div className="question-page stack conditions">
      <Link to={conditionsHref} className="back-link">
        Back
      </Link>
      <ErrorSummary items={errors} focusKey={attempts + send.failureCount} />
      <h1 className="heading-l">{condition.title}</h1>
      <p>{condition.text}</p>
      {condition.commentsToBorrower ? (
        <div className="conditions__note">
          <p className="conditions__note-label">A note from our team</p>
          <p>{condition.commentsToBorrower}</p>
        </div>
      ) : null}
      <p>
        Documents needed: <strong>{documentsNeededText(condition.xtraData.numDocsRequired)}</strong>.
      </p>
      <form noValidate onSubmit={submit} className="stack">
        {types.length > 1 ? (
          <RadioGroup
            name={TYPE_FIELD}
            legend="What are you uploading?"
            options={types.map((t) => ({ value: t, label: documentTypeLabel(t) }))}
            value={type}
            onChange={setType}
          />
        ) : null}
        {type ? (
          <UploadSlot
            uuid={uuid}
            documentType={type}
            label={documentTypeLabel(type)}
            onUploaded={(document) => {
              setAdded((current) => [...current, document]);
              setChosen((current) => [...current, document.uuid]);
              setFieldErrors([]);
            }}
          />
        ) : null}
        <Fieldset name="documentUuids" legend="Documents to send" error={documentsError}>
          {offered.length === 0 ? (
            <p className="hint">No documents of this kind on your application yet.</p>
          ) : (
            offered.map((document, index) => (
              <Choice
                key={document.uuid}
                type="checkbox"
                id={index === 0 ? 'field-documentUuids' : `document-${document.uuid}`}
                checked={chosen.includes(document.uuid)}
                onChange={(on) => toggle(document.uuid, on)}
                label={
                  <>
                    {document.originalName ?? document.fileName}{' '}
                    <span className="caption">
                      ({documentTypeLabel(document.type)}, {conditionDate(document.createdAt)})
                    </span>
                  </>
                }
              />
            ))
          )}
        </Fieldset>
        <div>
          <button type="submit" className="button" disabled={send.isPending}>
            Send documents
          </button>
        </div>
      </form>
    </div>
  );
}
