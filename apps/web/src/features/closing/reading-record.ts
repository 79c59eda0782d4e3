import type { ClosingDocument } from '@lintel/domain/application/closing-documents';

/**
 * Which closing documents the borrower has read to the end and acknowledged on document/disclosures, kept in this
 * tab's session storage by the document's SHA-256 (decision 191): a document that changed must be read again. The
 * legal acts stay on the server (accepting the closing disclosure, signing with each document's hash kept).
 */
const key = (uuid: string) => `lintel.closing-read.${uuid}`;

function load(uuid: string): Record<string, string> {
  try {
    const raw = window.sessionStorage.getItem(key(uuid));
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

export const readingRecord = {
  isAcknowledged(uuid: string, document: Pick<ClosingDocument, 'id' | 'sha256'>): boolean {
    return load(uuid)[document.id] === document.sha256;
  },
  acknowledge(uuid: string, document: Pick<ClosingDocument, 'id' | 'sha256'>): void {
    const record = { ...load(uuid), [document.id]: document.sha256 };
    try {
      window.sessionStorage.setItem(key(uuid), JSON.stringify(record));
    } catch {
      // Storage full or blocked: the acknowledgement holds for this page only.
    }
  },
  allAcknowledged(uuid: string, documents: readonly Pick<ClosingDocument, 'id' | 'sha256'>[]): boolean {
    const record = load(uuid);
    return documents.length > 0 && documents.every((d) => record[d.id] === d.sha256);
  },
};
