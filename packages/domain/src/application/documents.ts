import * as z from 'zod/mini';
import { conditionCategorySchema } from './application-enums.ts';
import { DOCUMENT_TYPES, type DocumentType } from './document-types.ts';

// Borrower uploads (PUT …/documents/{type} with the file as the raw body). Decisions 113, 184 and 185.

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
export type AcceptedContentType = (typeof ACCEPTED_DOCUMENT_CONTENT_TYPES)[number];
/** The file name endings a chooser offers for each accepted type (react-dropzone's `accept`). */
export const ACCEPTED_DOCUMENT_EXTENSIONS: Readonly<Record<AcceptedContentType, readonly string[]>> = {
  'application/pdf': ['.pdf'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
};
/** 10 MB: a phone photo or a multi-page scan fits; larger files are refused with 413. */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
export const MAX_FILE_NAME_LENGTH = 200;

export const DOCUMENT_TYPE_NOT_UPLOADABLE = 'This document type cannot be uploaded';
export const DOCUMENT_MISSING = 'Choose a file to upload';
export const DOCUMENT_EMPTY = 'The file is empty';
export const DOCUMENT_TOO_LARGE = 'The file is larger than 10 MB';
export const DOCUMENT_TYPE_UNSUPPORTED = 'Upload a PDF, JPEG or PNG file';
export const DOCUMENT_TYPE_MISMATCH =
  'The file is not the kind its name says it is. Upload a PDF, JPEG or PNG file';
export const DOCUMENT_DAMAGED =
  'The file is incomplete or damaged. Save or take it again, then upload the new file';
export const DOCUMENT_PDF_ACTIVE_CONTENT =
  'This PDF contains a script or an automatic action, which we cannot accept. Print it to a new PDF or take a photo of it, then upload that';

export const uploadDocumentQuerySchema = z.object({
  /** The borrower's own name for the file, shown back to them; the server names the stored file itself. */
  fileName: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(MAX_FILE_NAME_LENGTH))),
});

export const uploadedDocumentSchema = z.object({
  uuid: z.string(),
  type: z.string(),
  /** The name the server gave the file (`paystub-2.pdf`). */
  fileName: z.string(),
  /** The name of the file on the borrower's device, when it was sent. */
  originalName: z.optional(z.string()),
  contentType: z.string(),
  sizeBytes: z.number(),
  createdAt: z.string(),
});
export type UploadedDocument = z.infer<typeof uploadedDocumentSchema>;

/** An open condition that asks the borrower for documents (a paystub count, an ID again, an ad-hoc request). */
export const documentRequestSchema = z.object({
  uuid: z.string(),
  category: z.catch(conditionCategorySchema, 'GENERIC_DOCUMENT_REQUEST'),
  commentsToBorrower: z.string(),
  numDocsRequired: z.number(),
  created: z.string(),
});
export type DocumentRequest = z.infer<typeof documentRequestSchema>;

/** The document a request is answered with, for the requests answered on the documents page itself. */
export function documentTypeForRequest(category: DocumentRequest['category']): DocumentType {
  switch (category) {
    case 'HELOC_MANUAL_PAYSTUB_UPLOAD':
      return 'PAYSTUB';
    case 'BANK_ACCOUNT_FRAUD_REVIEW':
      return 'BANK_STATEMENT';
    case 'REVIEW_TRUST_REQUIREMENTS':
      return 'CERTIFICATE_OF_TRUST';
    case 'PROPERTY_LEGAL_DESCRIPTION':
      return 'PROPERTY_DESCRIPTION_SOURCE';
    default:
      return 'SUPPORT';
  }
}

/** The pages income/upload/{type} (spec 000 §2): what each asks for. MANUAL_PAYSTUB is the partial-income one. */
export const INCOME_UPLOAD_PAGES = {
  MANUAL_PAYSTUB: 'PAYSTUB',
  PAYSTUB: 'PAYSTUB',
  BANK_STATEMENT: 'BANK_STATEMENT',
} as const satisfies Record<string, DocumentType>;
export type IncomeUploadPage = keyof typeof INCOME_UPLOAD_PAGES;
export function isIncomeUploadPage(type: string): type is IncomeUploadPage {
  return Object.hasOwn(INCOME_UPLOAD_PAGES, type);
}
/** Spec 001 §9: "Manual paystub count default 1". */
export const MANUAL_PAYSTUB_COUNT_DEFAULT = 1;

/** The answer to an upload: the stored document and the step (a last paystub moves INCOME_VERIFICATION on). */
export const uploadDocumentResultSchema = z.object({ step: z.string(), document: uploadedDocumentSchema });
export const documentListSchema = z.object({
  documents: z.array(uploadedDocumentSchema),
  /** What is still asked for; absent from answers of older servers. */
  requests: z._default(z.array(documentRequestSchema), []),
});
export type DocumentList = z.infer<typeof documentListSchema>;
