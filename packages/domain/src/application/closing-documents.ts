import * as z from 'zod/mini';

/**
 * The closing package as PDFs (issue 18, decision 190): generated from the application's figures, read on page
 * document/disclosures, signed on signing/sign, and kept with a certificate page for good.
 */

export const CLOSING_DOCUMENT_KINDS = [
  'ESIGN_CONSENT',
  'HELOC_DISCLOSURE',
  'ACCOUNT_OPENING',
  'HELOC_AGREEMENT',
  'RIGHT_TO_CANCEL',
  'SUMMARY_DISCLOSURE',
] as const;
export const closingDocumentKindSchema = z.enum(CLOSING_DOCUMENT_KINDS);
export type ClosingDocumentKind = z.infer<typeof closingDocumentKindSchema>;

/** `right-to-cancel-2`, `agreement-and-note`: the id of a document in its application's package. */
export const closingDocumentIdSchema = z
  .string()
  .check(z.regex(/^[a-z][a-z0-9-]{0,63}$/, 'Unknown document'));

export const closingDocumentParamsSchema = z.object({
  uuid: z.uuid(),
  documentId: closingDocumentIdSchema,
});

/** `?copy=original`: the bytes as shown for signature (whose SHA-256 the certificate names), not the signed copy. */
export const closingDocumentQuerySchema = z.object({
  copy: z.optional(z.enum(['signed', 'original'])),
});

export const closingDocumentSchema = z.object({
  id: z.string(),
  kind: closingDocumentKindSchema,
  title: z.string(),
  /** The owner a notice of the right to cancel is for; null for the documents every signer shares. */
  owner: z.nullable(z.string()),
  /** SHA-256 (hex) of the PDF as it is shown now, or as it was signed. */
  sha256: z.string(),
  /** The caller's own signature of it, once signed. */
  signed: z.nullable(z.object({ signedAt: z.string(), signerName: z.string() })),
});
export type ClosingDocument = z.infer<typeof closingDocumentSchema>;

/** GET …/closing/documents; `documents` is empty until the line has figures (an offer chosen). */
export const closingDocumentListSchema = z.object({ documents: z.array(closingDocumentSchema) });
export type ClosingDocumentList = z.infer<typeof closingDocumentListSchema>;

/** The OpenAPI document's view of a PDF answer (the bytes are sent as they are). */
export const pdfFileSchema = z.string();
