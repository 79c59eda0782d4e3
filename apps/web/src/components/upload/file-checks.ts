import {
  ACCEPTED_DOCUMENT_CONTENT_TYPES,
  ACCEPTED_DOCUMENT_EXTENSIONS,
  DOCUMENT_EMPTY,
  DOCUMENT_TOO_LARGE,
  DOCUMENT_TYPE_UNSUPPORTED,
  MAX_DOCUMENT_BYTES,
} from '@lintel/domain/application/documents';

/** react-dropzone's `accept`: the domain's types with the endings a file chooser filters on. */
export const DROPZONE_ACCEPT: Record<string, string[]> = Object.fromEntries(
  Object.entries(ACCEPTED_DOCUMENT_EXTENSIONS).map(([type, endings]) => [type, [...endings]]),
);

/** The Content-Type to send: the browser's type, else one read from the name (some pickers give none). */
export function contentTypeOf(file: File): string {
  if (file.type) return file.type;
  const ending = file.name.toLowerCase().match(/\.[a-z0-9]+$/)?.[0] ?? '';
  const match = Object.entries(ACCEPTED_DOCUMENT_EXTENSIONS).find(([, endings]) => endings.includes(ending));
  return match?.[0] ?? 'application/octet-stream';
}

/**
 * The checks the browser can make before sending, with the server's own words (the server checks the bytes again,
 * decision 184): empty, too large, not a PDF, JPEG or PNG by its type or name.
 */
export function fileProblem(file: File): string | undefined {
  if (file.size === 0) return DOCUMENT_EMPTY;
  if (file.size > MAX_DOCUMENT_BYTES) return DOCUMENT_TOO_LARGE;
  const type = contentTypeOf(file).toLowerCase().replace('image/jpg', 'image/jpeg');
  if (!(ACCEPTED_DOCUMENT_CONTENT_TYPES as readonly string[]).includes(type))
    return DOCUMENT_TYPE_UNSUPPORTED;
  return undefined;
}

export function isImage(type: string): boolean {
  return type === 'image/jpeg' || type === 'image/png' || type === 'image/jpg';
}

/** 2.4 MB, 380 KB, 12 bytes: sizes the way a phone's file list shows them (1000-based, spec 001 §6). */
export function formatSize(bytes: number): string {
  if (bytes >= 1_000_000) return `${(bytes / 1_000_000).toFixed(1)} MB`;
  if (bytes >= 1000) return `${Math.round(bytes / 1000)} KB`;
  return `${bytes} bytes`;
}
