import { lazy, Suspense, useState } from 'react';
import type { ClosingDocument } from '@lintel/domain/application/closing-documents';
import type { SignerApplication } from '@lintel/domain/signers/signer-area';
import { useDocumentTitle } from '../../components/layouts/use-document-title.ts';
import { Loading } from '../../components/ui/loading.tsx';
import { useClosingDocumentFile, useClosingDocuments } from '../../features/closing/api/closing.ts';
import { DocumentDownload } from '../../features/closing/components/document-download.tsx';
import { signerHref } from '../../features/signer/signer-pages.ts';
import { SignerRescissionCancel } from './signer-rescission-cancel.tsx';

// The closing issue's viewer (decision 191), its own chunk, as on the borrower's document/disclosures.
const PdfViewer = lazy(() => import('../../features/closing/components/pdf-viewer.tsx'));

function Reader({ uuid, document }: { uuid: string; document: ClosingDocument }) {
  const file = useClosingDocumentFile(uuid, document.id, document.sha256);
  const [, setEnd] = useState(false);
  if (file.isError) return <p role="alert">We could not open this document. Please reload the page in a moment.</p>;
  if (!file.data) return <Loading label="Opening the document" />;
  return (
    <>
      <Suspense fallback={<Loading label="Opening the document viewer" />}>
        <PdfViewer file={file.data} title={document.title} onReachedEnd={() => setEnd(true)} />
      </Suspense>
      <p>
        <DocumentDownload file={file.data} fileName={`${document.id}.pdf`} label={`Download ${document.title} (PDF)`} />
      </p>
    </>
  );
}

/**
 * Page documents (signer): the documents this signer receives, in the closing PDF viewer; signed copies carry their
 * certificate page. The server lists only those of their role and their own notice of the right to cancel (decision
 * 249): a deed-only owner has no note to read here. During the rescission period an owner may cancel for everyone
 * from here, with a confirmation.
 */
export function SignerDocumentsPage({ application }: { application: SignerApplication }) {
  useDocumentTitle('Your documents');
  const uuid = application.uuid;
  const all = useClosingDocuments(uuid);
  const me = `${application.firstName} ${application.lastName}`;
  const mine = all.data?.documents ?? [];
  const [current, setCurrent] = useState(0);
  const document = mine[current];
  const signed = application.progress === 'SIGNED' || application.progress === 'NOTARY_BOOKED';
  return (
    <>
      <h1 className="heading-l">Your documents</h1>
      {all.isPending ? (
        <Loading label="Loading your documents" />
      ) : mine.length === 0 ? (
        <p>Your documents are not ready yet. We will email you when they are.</p>
      ) : (
        <>
          <p>{signed ? 'Your signed copies, each with its signature certificate.' : 'Read each document; then sign them all at once.'}</p>
          <nav aria-label="Your documents">
            <ol className="closing-doc-list">
              {mine.map((d, index) => (
                <li key={d.id}>
                  <button type="button" className="link-button" aria-current={index === current ? 'true' : undefined} onClick={() => setCurrent(index)}>
                    {d.title}
                    {d.owner ? ` (${d.owner})` : ''}
                  </button>{' '}
                  {/* The signer's own signature, not the borrower's copy they read before signing. */}
                  <span className={d.signed?.signerName === me ? 'closing-tag closing-tag--done' : 'closing-tag'}>
                    {d.signed?.signerName === me ? 'Signed by you' : 'Not signed by you yet'}
                  </span>
                </li>
              ))}
            </ol>
          </nav>
          {document ? (
            <section aria-labelledby="signer-reader-title" className="closing-reader">
              <h2 id="signer-reader-title" className="heading-m">
                {document.title}
              </h2>
              <Reader key={document.id} uuid={uuid} document={document} />
            </section>
          ) : null}
        </>
      )}
      {signed ? (
        <p>
          <a className="button" href={signerHref(application.progress === 'SIGNED' ? 'notary' : 'intro', uuid)}>
            Continue
          </a>
        </p>
      ) : (
        <p>
          <a className="button" href={signerHref('sign', uuid)}>
            Sign your documents
          </a>
        </p>
      )}
      {application.inRescission ? <SignerRescissionCancel application={application} /> : null}
    </>
  );
}
