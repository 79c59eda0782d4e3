import { documentTypeLabel } from '@lintel/domain/application/document-labels';
import type { UploadedDocument } from '@lintel/domain/application/documents';
import { formatSize } from './file-checks.ts';

const WHEN = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const KIND: Readonly<Record<string, string>> = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
};

/** "Sent Nov 26, 2026, 2:30 PM": when a document arrived, in the borrower's time zone. */
export function sentAt(iso: string): string {
  return `Sent ${WHEN.format(new Date(iso))}`;
}

/** What the borrower has sent and when, newest first (issue 17: "A borrower can see what was sent and when"). */
export function SentDocuments({
  documents,
  title = 'What you have sent',
  empty = 'Nothing yet.',
}: {
  documents: readonly UploadedDocument[];
  title?: string;
  empty?: string;
}) {
  const newest = [...documents].reverse();
  return (
    <section aria-labelledby="sent-documents-title" className="stack">
      <h2 id="sent-documents-title" className="heading-m">
        {title}
      </h2>
      {newest.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <ul className="sent-documents">
          {newest.map((d) => (
            <li key={d.uuid}>
              <strong>{documentTypeLabel(d.type)}</strong>
              <span>
                {d.originalName ?? d.fileName} ({KIND[d.contentType] ?? 'File'}, {formatSize(d.sizeBytes)})
              </span>
              <span className="sent-documents__when">{sentAt(d.createdAt)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
