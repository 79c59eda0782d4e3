import { Link } from '@tanstack/react-router';
import { documentTypeLabel } from '@lintel/domain/application/document-labels';
import {
  documentTypeForRequest,
  type DocumentList,
  type DocumentRequest,
} from '@lintel/domain/application/documents';
import { useDocumentTitle } from '../../../components/layouts/use-document-title.ts';
import { FileUpload } from '../../../components/upload/file-upload.tsx';
import { SentDocuments } from '../../../components/upload/sent-documents.tsx';
import { useSendDocument } from '../api/documents.ts';

export const DOCUMENTS_TITLE = 'Your documents';
const ASKED = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

function RequestCard({
  uuid,
  request,
  href,
}: {
  uuid: string;
  request: DocumentRequest;
  href: (page: string) => string;
}) {
  const type = documentTypeForRequest(request.category);
  const send = useSendDocument(uuid, type);
  const headingId = `request-${request.uuid}`;
  const elsewhere =
    request.category === 'ID_VERIFICATION_FAILURE'
      ? { page: 'identity', text: 'Take a new photo of your ID' }
      : request.category === 'HELOC_MANUAL_PAYSTUB_UPLOAD'
        ? { page: 'income/upload/MANUAL_PAYSTUB', text: 'Upload your paystubs' }
        : undefined;
  return (
    <li className="card stack" aria-labelledby={headingId}>
      <h3 id={headingId} className="heading-m">
        {elsewhere ? elsewhere.text : documentTypeLabel(type)}
      </h3>
      <p>{request.commentsToBorrower || 'Please send the document we asked for.'}</p>
      <p className="sent-documents__when">Asked for on {ASKED.format(new Date(request.created))}</p>
      {elsewhere ? (
        <Link to={href(elsewhere.page)} className="button">
          {elsewhere.text}
        </Link>
      ) : (
        <FileUpload
          name={`request-${request.uuid}`}
          label={
            request.numDocsRequired > 1 ? `Your files (${request.numDocsRequired} asked for)` : 'Your file'
          }
          multiple={request.numDocsRequired !== 1}
          camera
          send={send}
        />
      )}
    </li>
  );
}

/**
 * Page documents (spec engine state `documents`, adHocDocRequired): every document the lender has asked for, each
 * with its own upload (or a link to the page that takes it: the ID, the paystubs), and everything sent so far with
 * when it arrived. Reachable at any step, like the requests themselves.
 */
export function DocumentsPage({
  uuid,
  list,
  href,
}: {
  uuid: string;
  list: DocumentList;
  href: (page: string) => string;
}) {
  useDocumentTitle(DOCUMENTS_TITLE, false);
  return (
    <div className="stack">
      <h1 className="heading-l">{DOCUMENTS_TITLE}</h1>
      <section aria-labelledby="requests-title" className="stack">
        <h2 id="requests-title" className="heading-m">
          What we need from you
        </h2>
        {list.requests.length === 0 ? (
          <p>We are not waiting for any documents from you.</p>
        ) : (
          <ul className="stack upload-requests">
            {list.requests.map((request) => (
              <RequestCard key={request.uuid} uuid={uuid} request={request} href={href} />
            ))}
          </ul>
        )}
      </section>
      <SentDocuments documents={list.documents} />
    </div>
  );
}
