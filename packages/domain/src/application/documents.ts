import * as z from 'zod/mini';
import { DOCUMENT_TYPES, type DocumentType } from './document-types.ts';

// Borrower uploads (PUT …/documents/{type} with the file as the raw body). Decision 113.

/** Documents the lender produces; a borrower cannot upload them. */
const GENERATED: ReadonlySet<DocumentType> = new Set<DocumentType>([
  'APPLICATION_DISCLOSURE',
  'SUMMARY_DISCLOSURE',
  'CLOSING_DISCLOSURE',
  'NOTARY_DISCLOSURE',
  'NOTE',
  'DEED',
  'RIGHT_TO_CANCEL',
]);
export const UPLOADABLE_DOCUMENT_TYPES = DOCUMENT_TYPES.filter((t) => !GENERATED.has(t));
export function isUploadableDocumentType(type: string): type is DocumentType {
  return (UPLOADABLE_DOCUMENT_TYPES as readonly string[]).includes(type);
}

export const ACCEPTED_DOCUMENT_CONTENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
/** 10 MB: a phone photo or a multi-page scan fits; larger files are refused with 413. */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
export const MAX_FILE_NAME_LENGTH = 200;

export const DOCUMENT_TYPE_NOT_UPLOADABLE = 'This document type cannot be uploaded';
export const DOCUMENT_EMPTY = 'The file is empty';
export const DOCUMENT_TOO_LARGE = 'The file is larger than 10 MB';
export const DOCUMENT_TYPE_UNSUPPORTED = 'Upload a PDF, JPEG or PNG file';

export const uploadDocumentQuerySchema = z.object({
  fileName: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(MAX_FILE_NAME_LENGTH))),
});

export const uploadedDocumentSchema = z.object({
  uuid: z.string(),
  type: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number(),
  createdAt: z.string(),
});
export type UploadedDocument = z.infer<typeof uploadedDocumentSchema>;

/** The answer to an upload: the stored document and the step (a last paystub moves INCOME_VERIFICATION on). */
export const uploadDocumentResultSchema = z.object({ step: z.string(), document: uploadedDocumentSchema });
export const documentListSchema = z.object({ documents: z.array(uploadedDocumentSchema) });
