import type { ApiErrorItem } from '@lintel/domain/api/api-error';
import {
  ACCEPTED_DOCUMENT_CONTENT_TYPES,
  DOCUMENT_DAMAGED,
  DOCUMENT_EMPTY,
  DOCUMENT_MISSING,
  DOCUMENT_PDF_ACTIVE_CONTENT,
  DOCUMENT_TOO_LARGE,
  DOCUMENT_TYPE_MISMATCH,
  DOCUMENT_TYPE_UNSUPPORTED,
  MAX_DOCUMENT_BYTES,
  type AcceptedContentType,
} from '@lintel/domain/application/documents';
import { fileTypeFromBuffer } from 'file-type';
import { jpegIsWhole, pngIsWhole } from './image-check.ts';
import { inspectPdf } from './pdf-check.ts';

export type Inspection =
  | { ok: true; contentType: AcceptedContentType; extension: 'pdf' | 'jpg' | 'png' }
  | { ok: false; status: number; errors: ApiErrorItem[] };

const refuse = (status: number, message: string): Inspection => ({
  ok: false,
  status,
  errors: [{ message, field: 'file' }],
});

const EXTENSIONS: Record<AcceptedContentType, 'pdf' | 'jpg' | 'png'> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
};
// Names some browsers and tools give a JPEG.
const ALIASES: Readonly<Record<string, string>> = { 'image/jpg': 'image/jpeg', 'image/pjpeg': 'image/jpeg' };

function isAccepted(type: string | undefined): type is AcceptedContentType {
  return (ACCEPTED_DOCUMENT_CONTENT_TYPES as readonly (string | undefined)[]).includes(type);
}

/**
 * What the server makes of an uploaded file (decision 184), in the order a borrower can fix it: no file, an empty
 * one, over 10 MB (413), not a PDF, JPEG or PNG by its bytes (file-type; 415), bytes that are not what the
 * Content-Type says (415), a file cut short or damaged, a PDF with a script or an automatic action (400). The
 * browser's type is a hint; the bytes decide.
 */
export async function inspectUpload(
  bytes: Buffer | undefined,
  declared: string | undefined,
): Promise<Inspection> {
  if (bytes === undefined) return refuse(400, DOCUMENT_MISSING);
  if (bytes.length === 0) return refuse(400, DOCUMENT_EMPTY);
  if (bytes.length > MAX_DOCUMENT_BYTES) return refuse(413, DOCUMENT_TOO_LARGE);
  const detected = (await fileTypeFromBuffer(bytes))?.mime;
  if (!isAccepted(detected)) return refuse(415, DOCUMENT_TYPE_UNSUPPORTED);
  const said = (declared ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if ((ALIASES[said] ?? said) !== detected) return refuse(415, DOCUMENT_TYPE_MISMATCH);
  if (detected === 'application/pdf') {
    const verdict = await inspectPdf(bytes);
    if (verdict === 'active-content') return refuse(400, DOCUMENT_PDF_ACTIVE_CONTENT);
    if (verdict === 'damaged') return refuse(400, DOCUMENT_DAMAGED);
  } else if (!(detected === 'image/png' ? pngIsWhole(bytes) : jpegIsWhole(bytes))) {
    return refuse(400, DOCUMENT_DAMAGED);
  }
  return { ok: true, contentType: detected, extension: EXTENSIONS[detected] };
}
