import { useState } from 'react';
import type { Application } from '@lintel/domain/application/application';
import { closingDocumentFile } from '@lintel/domain/api/endpoints/closing-actions';
import type { ClosingDocument } from '@lintel/domain/application/closing-documents';
import { apiClient } from '../../../lib/api-client.ts';
import { useClosingDocuments, useClosingView } from '../api/closing.ts';
import { useLineSummary } from '../api/line-summary.ts';
import { ClosingMilestones } from './closing-milestones.tsx';
import { FundedFacts, firstPayment } from './funded-facts.tsx';
import './closing.css';

const signedOn = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

/** Saves one signed copy (the PDF with its certificate page) through the session's own call. */
function DownloadSigned({ uuid, document }: { uuid: string; document: ClosingDocument }) {
  const [failed, setFailed] = useState(false);
  async function download() {
    setFailed(false);
    try {
      const blob = (await apiClient.call(closingDocumentFile, {
        params: { uuid, documentId: document.id },
        query: {},
      })) as unknown as Blob;
      const url = URL.createObjectURL(blob);
      const link = window.document.createElement('a');
      link.href = url;
      link.download = `${document.id}-signed.pdf`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch {
      setFailed(true);
    }
  }
  return (
    <>
      <button type="button" className="link-button" onClick={() => void download()}>
        {document.title}
        {document.owner ? ` (${document.owner})` : ''}
        <span className="visually-hidden">, signed copy (PDF)</span>
      </button>
      {document.signed ? ` signed ${signedOn.format(new Date(document.signed.signedAt))}` : null}
      {failed ? <span role="alert"> Could not download it; please try again.</span> : null}
    </>
  );
}

/**
 * On the application home once closing has begun (decision 191): the funded line's details, and the signed
 * documents, each downloadable with its certificate page for good.
 */
export default function ClosingHomePanel({ uuid, application }: { uuid: string; application: Application }) {
  const documents = useClosingDocuments(uuid);
  const closing = useClosingView(uuid);
  const summary = useLineSummary(uuid);
  const signed = documents.data?.documents.filter((d) => d.signed) ?? [];
  const funding = closing.data?.funding;
  if (!funding && signed.length === 0) return null;
  return (
    <section aria-labelledby="closing-home-heading" className="stack closing-page">
      <h2 id="closing-home-heading" className="heading-m">
        {funding ? 'Your funded line of credit' : 'Your signed documents'}
      </h2>
      {funding ? (
        <FundedFacts
          application={application}
          funding={funding}
          payment={firstPayment(application, summary.data)}
        />
      ) : null}
      {closing.data ? <ClosingMilestones closing={closing.data} /> : null}
      {signed.length > 0 ? (
        <>
          {funding ? <h3 className="heading-m">Your signed documents</h3> : null}
          <ul className="closing-doc-list">
            {signed.map((d) => (
              <li key={d.id}>
                <DownloadSigned uuid={uuid} document={d} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
