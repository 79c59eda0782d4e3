import { lazy, Suspense, useCallback, useState } from 'react';
import { Link } from '@tanstack/react-router';
import type { ClosingDocument } from '@lintel/domain/application/closing-documents';
import { Checkbox } from '../../../components/form/checkbox.tsx';
import { useDocumentTitle } from '../../../components/layouts/use-document-title.ts';
import { LenderPhoneLink } from '../../../components/ui/lender-phone-link.tsx';
import { Loading } from '../../../components/ui/loading.tsx';
import { paths } from '../../../config/paths.ts';
import { useClosingDocumentFile } from '../api/closing.ts';
import { readingRecord } from '../reading-record.ts';
import { DocumentDownload } from './document-download.tsx';
import './closing.css';

// pdf.js is large: it loads with this page's first document, never with the other closing pages (decision 191).
const PdfViewer = lazy(() => import('./pdf-viewer.tsx'));

export const DISCLOSURES_TITLE = 'Read your closing documents';

function DocumentReader({
  uuid,
  document,
  onAcknowledged,
}: {
  uuid: string;
  document: ClosingDocument;
  onAcknowledged: () => void;
}) {
  const file = useClosingDocumentFile(uuid, document.id, document.sha256);
  const [reachedEnd, setReachedEnd] = useState(false);
  const [acknowledged, setAcknowledged] = useState(() => readingRecord.isAcknowledged(uuid, document));
  const onReachedEnd = useCallback(() => setReachedEnd(true), []);
  const canAcknowledge = reachedEnd || acknowledged;
  return (
    <section className="closing-reader" aria-labelledby="closing-reader-title">
      <h2 id="closing-reader-title" className="heading-m">
        {document.title}
        {document.owner ? <span className="closing-reader__owner"> for {document.owner}</span> : null}
      </h2>
      {file.isError ? (
        <p role="alert">We could not open this document. Please reload the page in a moment.</p>
      ) : !file.data ? (
        <Loading label="Opening the document" />
      ) : (
        <>
          <Suspense fallback={<Loading label="Opening the document viewer" />}>
            <PdfViewer file={file.data} title={document.title} onReachedEnd={onReachedEnd} />
          </Suspense>
          <p>
            <DocumentDownload
              file={file.data}
              fileName={`${document.id}.pdf`}
              label={`Download ${document.title} (PDF)`}
            />
          </p>
        </>
      )}
      <p id="closing-reader-hint" className="hint">
        {canAcknowledge
          ? 'You have reached the end of this document.'
          : 'Scroll to the end of the document to confirm you have read it.'}
      </p>
      <Checkbox
        name={`acknowledge-${document.id}`}
        label={`I have read the ${document.title.toLowerCase()} to the end`}
        disabled={!canAcknowledge}
        checked={acknowledged}
        aria-describedby="closing-reader-hint"
        onChange={(event) => {
          if (!event.target.checked) return;
          readingRecord.acknowledge(uuid, document);
          setAcknowledged(true);
          onAcknowledged();
        }}
      />
    </section>
  );
}

/**
 * Page document/disclosures (issue 18): each closing document in the PDF viewer, one at a time; its acknowledgement
 * is enabled only once the reader has scrolled to its end. Declining keeps the borrower here (spec 000 §4: this page
 * is never redirected away from, even after a decline) with who to call.
 */
export function DisclosuresPage({ uuid, documents }: { uuid: string; documents: readonly ClosingDocument[] }) {
  useDocumentTitle(DISCLOSURES_TITLE);
  const firstUnread = documents.findIndex((d) => !readingRecord.isAcknowledged(uuid, d));
  const [current, setCurrent] = useState(firstUnread === -1 ? 0 : firstUnread);
  const [, setVersion] = useState(0);
  const [declined, setDeclined] = useState(false);
  const document = documents[current];
  const allRead = readingRecord.allAcknowledged(uuid, documents);
  const nextUnread = documents.findIndex((d) => !readingRecord.isAcknowledged(uuid, d));

  if (documents.length === 0)
    return (
      <div className="stack narrow">
        <h1 className="heading-l">{DISCLOSURES_TITLE}</h1>
        <p>Your closing documents are not ready yet. We will let you know when they are.</p>
        <Link to={paths.application.getHref(uuid)}>Back to your application</Link>
      </div>
    );

  return (
    <div className="stack closing-page">
      <h1 className="heading-l">{DISCLOSURES_TITLE}</h1>
      <p>
        Read each document to its end and confirm you have read it. You can download any of them to keep. Nothing
        is signed on this page.
      </p>
      <nav aria-label="Your closing documents">
        <ol className="closing-doc-list">
          {documents.map((d, index) => {
            const read = readingRecord.isAcknowledged(uuid, d);
            return (
              <li key={d.id}>
                <button
                  type="button"
                  className="link-button"
                  aria-current={index === current ? 'true' : undefined}
                  onClick={() => setCurrent(index)}
                >
                  {d.title}
                  {d.owner ? ` (${d.owner})` : ''}
                </button>{' '}
                <span className={read ? 'closing-tag closing-tag--done' : 'closing-tag'}>
                  {d.signed ? 'Signed' : read ? 'Read' : 'Not read yet'}
                </span>
              </li>
            );
          })}
        </ol>
      </nav>
      {document ? (
        <DocumentReader
          key={document.id}
          uuid={uuid}
          document={document}
          onAcknowledged={() => setVersion((v) => v + 1)}
        />
      ) : null}
      {document && readingRecord.isAcknowledged(uuid, document) && nextUnread !== -1 ? (
        <p>
          <button type="button" className="button" onClick={() => setCurrent(nextUnread)}>
            Next document: {documents[nextUnread]?.title}
          </button>
        </p>
      ) : null}
      {allRead ? (
        <div className="closing-notice" role="status">
          <p>You have read every document.</p>
          <Link className="button" to={paths.application.getHref(uuid)}>
            Continue
          </Link>
        </div>
      ) : null}
      <div className="closing-decline">
        {declined ? (
          <div className="closing-notice" role="alert">
            <p>
              You told us you do not agree to these documents. Nothing has been signed and your application stays as
              it is. Call us at <LenderPhoneLink /> to talk it through; you can still read the documents here.
            </p>
          </div>
        ) : (
          <button type="button" className="button button--secondary" onClick={() => setDeclined(true)}>
            I do not agree to these documents
          </button>
        )}
      </div>
    </div>
  );
}
