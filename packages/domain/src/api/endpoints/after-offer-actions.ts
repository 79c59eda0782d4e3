import * as z from 'zod/mini';
import {
  additionalInfoViewSchema,
  collectAdditionalInfoBodySchema,
} from '../../application/collect-additional-info.ts';
import {
  disbursementAccountBodySchema,
  disbursementAccountResultSchema,
} from '../../application/disbursement-account.ts';
import {
  ACCEPTED_DOCUMENT_CONTENT_TYPES,
  documentListSchema,
  MAX_DOCUMENT_BYTES,
  uploadDocumentQuerySchema,
  uploadDocumentResultSchema,
} from '../../application/documents.ts';
import { hmdaBodySchema } from '../../application/hmda.ts';
import {
  verifyIdentityBodySchema,
  verifyIdentityResultSchema,
} from '../../application/identity-verification.ts';
import {
  employerVerificationBodySchema,
  verifyIncomeBodySchema,
  verifyIncomeResultSchema,
} from '../../application/income-verification.ts';
import {
  acceptSummaryDisclosureBodySchema,
  submitApplicationBodySchema,
  summaryDisclosureSchema,
} from '../../application/summary-disclosure.ts';
import { serverStepStatusSchema } from '../../server-steps/server-step.ts';
import { endpoint } from '../endpoint.ts';
import { APPLICATION_V3, applicationParamsSchema } from './application-paths.ts';

/**
 * From the chosen offer to the identity check (decisions 110-114): profile, HMDA, the summary disclosure and the
 * submission, income, documents, the bank account and identity. Actions answer the step they lead to (some stay,
 * and say why in more fields); 409 at any other step, 400 for an input the rule refuses.
 */

/** Pages start/profile and start/contact: what is on file (the SSN only as hasSsn). */
export const additionalInfo = endpoint({
  method: 'GET',
  path: `${APPLICATION_V3}/additional-info`,
  service: 'service-application',
  summary: 'Profile and contact details on file (the SSN only as hasSsn)',
  caller: 'party',
  params: applicationParamsSchema,
  response: additionalInfoViewSchema,
});

/** Both pages' answers at once: COLLECT_ADDITIONAL_INFO -> HMDA. */
export const giveAdditionalInfo = endpoint({
  method: 'PUT',
  path: `${APPLICATION_V3}/additional-info`,
  service: 'service-application',
  summary:
    'Give ownership, marital status, SSN, hard-credit consent and phone (COLLECT_ADDITIONAL_INFO -> HMDA)',
  caller: 'applicant',
  params: applicationParamsSchema,
  body: collectAdditionalInfoBodySchema,
  response: serverStepStatusSchema,
  errors: [400, 409],
});

/** Page start/hmda: HMDA -> SUMMARY_DISCLOSURE. */
export const giveHmda = endpoint({
  method: 'PUT',
  path: `${APPLICATION_V3}/hmda`,
  service: 'service-application',
  summary: 'Give the HMDA government-monitoring answers (HMDA -> SUMMARY_DISCLOSURE)',
  caller: 'applicant',
  params: applicationParamsSchema,
  body: hmdaBodySchema,
  response: serverStepStatusSchema,
  errors: [400, 409],
});

/** Page start/app-summary: the terms of the chosen line; 404 until an offer is chosen. */
export const summaryDisclosure = endpoint({
  method: 'GET',
  path: `${APPLICATION_V3}/summary-disclosure`,
  service: 'service-application',
  summary: 'The summary disclosure of the chosen line (404 until an offer is chosen)',
  caller: 'party',
  params: applicationParamsSchema,
  response: summaryDisclosureSchema,
});

/** SUMMARY_DISCLOSURE -> APP_SUBMISSION. */
export const acceptSummaryDisclosure = endpoint({
  method: 'POST',
  path: `${APPLICATION_V3}/summary-disclosure/accept`,
  service: 'service-application',
  summary: 'Accept the summary disclosure (SUMMARY_DISCLOSURE -> APP_SUBMISSION)',
  caller: 'applicant',
  params: applicationParamsSchema,
  body: acceptSummaryDisclosureBodySchema,
  response: serverStepStatusSchema,
  errors: [400, 409],
});

/** APP_SUBMISSION -> HARD_CREDIT_PULL; the hard pull runs in the background. */
export const submitApplication = endpoint({
  method: 'POST',
  path: `${APPLICATION_V3}/submit`,
  service: 'service-application',
  summary: 'Submit the application; the hard credit pull follows (APP_SUBMISSION -> HARD_CREDIT_PULL)',
  caller: 'applicant',
  params: applicationParamsSchema,
  body: submitApplicationBodySchema,
  response: serverStepStatusSchema,
  errors: [400, 409],
});

/** Page income/review: the linked income check decides (decision 113). */
export const verifyIncome = endpoint({
  method: 'POST',
  path: `${APPLICATION_V3}/income/verify`,
  service: 'service-application',
  summary:
    'Verify income: MATCHED -> DISBURSEMENT_ACCOUNT or EMPLOYMENT_VERIFICATION, LOWER -> REVISED_OFFER_SELECTION, PARTIAL/NOT_FOUND stay',
  caller: 'applicant',
  params: applicationParamsSchema,
  body: verifyIncomeBodySchema,
  response: verifyIncomeResultSchema,
  errors: [400, 409],
});

/** Page income/employer-verification: EMPLOYMENT_VERIFICATION -> DISBURSEMENT_ACCOUNT. */
export const giveEmployerDetails = endpoint({
  method: 'PUT',
  path: `${APPLICATION_V3}/income/employer-verification`,
  service: 'service-application',
  summary:
    'Give employer details for a manual verification (EMPLOYMENT_VERIFICATION -> DISBURSEMENT_ACCOUNT)',
  caller: 'applicant',
  params: applicationParamsSchema,
  body: employerVerificationBodySchema,
  response: serverStepStatusSchema,
  errors: [400, 409],
});

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
  errors: [400, 409, 413, 415],
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

/** Pages bank/disburse and bank/autopay: the payout account and the payment mode (decision 114). */
export const giveDisbursementAccount = endpoint({
  method: 'PUT',
  path: `${APPLICATION_V3}/disbursement-account`,
  service: 'service-application',
  summary:
    'Give the disbursement account and the autopay choice; VERIFIED or PENDING_REVIEW -> IDENTITY_VERIFICATION, FAILED_VERIFICATION stays',
  caller: 'applicant',
  params: applicationParamsSchema,
  body: disbursementAccountBodySchema,
  response: disbursementAccountResultSchema,
  errors: [400, 409],
});

/** Page identity, once the front of an ID is uploaded (decision 114). */
export const verifyIdentity = endpoint({
  method: 'POST',
  path: `${APPLICATION_V3}/identity/verify`,
  service: 'service-application',
  summary:
    'Verify identity: VERIFIED -> BPO_CONDITION (TX), WAITING_FOR_TITLE or CLOSING_DISCLOSURE_GENERATED; FAILED stays with ID_VERIFICATION_FAILURE',
  caller: 'applicant',
  params: applicationParamsSchema,
  body: verifyIdentityBodySchema,
  response: verifyIdentityResultSchema,
  errors: [400, 409],
});
