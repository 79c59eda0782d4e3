import * as z from 'zod/mini';
import {
  ACCEPTED_DOCUMENT_CONTENT_TYPES,
  documentListSchema,
  MAX_DOCUMENT_BYTES,
  uploadDocumentQuerySchema,
  uploadDocumentResultSchema,
} from '../../application/documents.ts';
import { endpoint } from '../endpoint.ts';
import { APPLICATION_V3, applicationParamsSchema } from './application-paths.ts';

// An application's documents: uploads at any open step and their list (decision 114).
// One file per page group, so a page loads only its own schemas (decision 225).

/** The path parameters of an upload: the application and the document type. */
export const uploadDocumentParamsSchema = z.object({
  uuid: z.uuid(),
  type: z.string().check(z.maxLength(64)),
});

/**
 * A document at any open step (income/upload/{type}, identity, conditions/upload-document): the raw file is the
 * body, its Content-Type one of the accepted ones (checked against the leading bytes), at most 10 MB.
 */
export const uploadDocument = endpoint({
  method: 'PUT',
  path: `${APPLICATION_V3}/documents/:type`,
  service: 'service-application',
  summary: 'Upload a document: the raw file as the body (application/pdf, image/jpeg, image/png; 10 MB)',
  caller: 'applicant',
  params: uploadDocumentParamsSchema,
  query: uploadDocumentQuerySchema,
  upload: { contentTypes: ACCEPTED_DOCUMENT_CONTENT_TYPES, maxBytes: MAX_DOCUMENT_BYTES },
  response: uploadDocumentResultSchema,
  errors: [400, 409, 413, 415, 429],
});

/** The documents of an application (metadata only). */
export const listDocuments = endpoint({
  method: 'GET',
  path: `${APPLICATION_V3}/documents`,
  service: 'service-application',
  summary: 'The documents of an application (metadata only)',
  caller: 'party',
  params: applicationParamsSchema,
  response: documentListSchema,
});
