import {
  closingAcceptBodySchema,
  closingViewSchema,
  rescissionCancelBodySchema,
} from '../../application/closing.ts';
import {
  closingDocumentListSchema,
  closingDocumentParamsSchema,
  closingDocumentQuerySchema,
  pdfFileSchema,
} from '../../application/closing-documents.ts';
import {
  insuranceConfirmBodySchema,
  insuranceConfirmResultSchema,
} from '../../application/closing-insurance.ts';
import { bookNotaryBodySchema, manualNotaryBodySchema, notarySlotsSchema } from '../../application/notary.ts';
import { signNoteBodySchema } from '../../application/signing.ts';
import { serverStepStatusSchema } from '../../server-steps/server-step.ts';
import { endpoint } from '../endpoint.ts';
import { APPLICATION_V3, applicationParamsSchema } from './application-paths.ts';

/**
 * The closing chain (decisions 115-118): the closing disclosure, the note's e-signature, the notary, proof of
 * insurance and the right to cancel. Actions answer the step they lead to; 409 at any other step, 400 when the
 * provider or the rule says no.
 */

/** What the closing pages show beyond the status flags: envelope, notary session, rescission, funding. */
export const closingStatus = endpoint({
  method: 'GET',
  path: `${APPLICATION_V3}/closing`,
  service: 'service-application',
  summary: 'The e-sign envelope, notary session, rescission period and funding of an application',
  caller: 'party',
  params: applicationParamsSchema,
  response: closingViewSchema,
});

/** Page review-app/signdocs: CLOSING_DISCLOSURE_GENERATED -> NOTE_SIGNING with the note's envelope. */
export const acceptClosingDisclosure = endpoint({
  method: 'POST',
  path: `${APPLICATION_V3}/closing/accept`,
  service: 'service-application',
  summary: 'Accept the closing disclosure and open the note for e-signature',
  caller: 'applicant',
  params: applicationParamsSchema,
  body: closingAcceptBodySchema,
  response: serverStepStatusSchema,
  errors: [400, 409],
});

/** Page signing/sign: NOTE_SIGNING -> NOTARY_DISCLOSURE. */
export const signNote = endpoint({
  method: 'POST',
  path: `${APPLICATION_V3}/signing/sign`,
  service: 'service-application',
  summary: 'E-sign the note and closing documents',
  caller: 'applicant',
  params: applicationParamsSchema,
  body: signNoteBodySchema,
  response: serverStepStatusSchema,
  errors: [400, 409],
});

/** Page notary/intro: the remote sessions on offer at NOTARY_DISCLOSURE; 409 at any other step. */
export const notarySlots = endpoint({
  method: 'GET',
  path: `${APPLICATION_V3}/notary/slots`,
  service: 'service-application',
  summary: 'Remote online notary sessions the borrower may book',
  caller: 'party',
  params: applicationParamsSchema,
  response: notarySlotsSchema,
  errors: [409],
});

/** NOTARY_DISCLOSURE -> DEED_SIGNING with a remote online notary. */
export const bookNotarySession = endpoint({
  method: 'POST',
  path: `${APPLICATION_V3}/notary/session`,
  service: 'service-application',
  summary: 'Book a remote online notary session to sign the deed',
  caller: 'applicant',
  params: applicationParamsSchema,
  body: bookNotaryBodySchema,
  response: serverStepStatusSchema,
  errors: [400, 409],
});

/** Page notary/reserve-manual: NOTARY_DISCLOSURE -> MANUAL_DEED_SIGNING with an in-person notary. */
export const requestManualNotary = endpoint({
  method: 'POST',
  path: `${APPLICATION_V3}/notary/manual`,
  service: 'service-application',
  summary: 'Ask for an in-person notary to sign the deed',
  caller: 'applicant',
  params: applicationParamsSchema,
  body: manualNotaryBodySchema,
  response: serverStepStatusSchema,
  errors: [400, 409],
});

/** Page insurance/upload: the uploaded PROOF_OF_INSURANCE names the cover; the step stays. Any owner may. */
export const confirmInsurance = endpoint({
  method: 'POST',
  path: `${APPLICATION_V3}/closing/insurance`,
  service: 'service-application',
  summary: 'Confirm proof of homeowners insurance with an uploaded PROOF_OF_INSURANCE document',
  caller: 'applicant',
  params: applicationParamsSchema,
  body: insuranceConfirmBodySchema,
  response: insuranceConfirmResultSchema,
  errors: [400, 409],
});

/** RESCISSION -> CANCELLED; any owner may rescind (Reg Z: one owner's cancellation counts for all). */
export const cancelInRescission = endpoint({
  method: 'POST',
  path: `${APPLICATION_V3}/rescission/cancel`,
  service: 'service-application',
  summary: 'Cancel the line of credit during the rescission period',
  caller: 'party',
  params: applicationParamsSchema,
  body: rescissionCancelBodySchema,
  response: serverStepStatusSchema,
  errors: [400, 409],
});

/** Pages document/disclosures and the application home: the closing package, each PDF with its hash. */
export const closingDocuments = endpoint({
  method: 'GET',
  path: `${APPLICATION_V3}/closing/documents`,
  service: 'service-application',
  summary: 'The closing documents of an application (PDFs generated from its figures), signed or not',
  caller: 'party',
  params: applicationParamsSchema,
  response: closingDocumentListSchema,
});

/** One closing document as a PDF: the caller's signed copy with its certificate page once signed. */
export const closingDocumentFile = endpoint({
  method: 'GET',
  path: `${APPLICATION_V3}/closing/documents/:documentId`,
  service: 'service-application',
  summary: 'One closing document as a PDF (the signed copy with its certificate page once signed)',
  description:
    'Answers application/pdf. `copy=original` gives the bytes shown for signature, whose SHA-256 the certificate page names.',
  caller: 'party',
  params: closingDocumentParamsSchema,
  query: closingDocumentQuerySchema,
  response: pdfFileSchema,
});
