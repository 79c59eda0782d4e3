import { ACCEPTED_DOCUMENT_CONTENT_TYPES, MAX_DOCUMENT_BYTES } from '../../application/documents.ts';
import {
  acceptInvitationSchema,
  acceptedInvitationSchema,
  invitationLookupSchema,
  invitationPreviewSchema,
  resumeInvitationSchema,
} from '../../signers/signer-acceptance.ts';
import {
  signerApplicationSchema,
  signerApplicationsSchema,
  signerDocumentsSchema,
  signerIdentityBodySchema,
  signerNotaryBodySchema,
  signerSignBodySchema,
  signerStepAnswerSchema,
  signerUploadAnswerSchema,
  signerUploadParamsSchema,
} from '../../signers/signer-area.ts';
import {
  inviteSignerSchema,
  removedSignerSchema,
  resendInvitationSchema,
  signerListSchema,
  signerParamsSchema,
  signerSummarySchema,
} from '../../signers/signer-invitation.ts';
import { notarySlotsSchema } from '../../application/notary.ts';
import { endpoint } from '../endpoint.ts';
import { APPLICATION_V3, applicationParamsSchema } from './application-paths.ts';

// Issue 19: additional signers. The borrower's calls sit with the application's (v3); the invitation's with identity;
// the signer's own under service-application's heloc-signer base (decision 214).

export const listSigners = endpoint({
  method: 'GET',
  path: `${APPLICATION_V3}/signers`,
  service: 'service-application',
  summary: "The application's additional signers, their progress, and what the application waits on",
  caller: 'applicant',
  params: applicationParamsSchema,
  response: signerListSchema,
});

export const inviteSigner = endpoint({
  method: 'POST',
  path: `${APPLICATION_V3}/signers`,
  service: 'service-application',
  summary: 'Invite another owner or a co-borrower by email (and text where consented)',
  caller: 'applicant',
  params: applicationParamsSchema,
  body: inviteSignerSchema,
  response: signerSummarySchema,
  status: 201,
  errors: [400, 409, 429],
});

export const resendInvitation = endpoint({
  method: 'POST',
  path: `${APPLICATION_V3}/signers/:signerId/resend`,
  service: 'service-application',
  summary: 'Send a new invitation link (the old one stops working), to a corrected address when given',
  caller: 'applicant',
  params: signerParamsSchema,
  body: resendInvitationSchema,
  response: signerSummarySchema,
  errors: [400, 404, 409, 429],
});

export const removeSigner = endpoint({
  method: 'DELETE',
  path: `${APPLICATION_V3}/signers/:signerId`,
  service: 'service-application',
  summary: 'Remove an invited signer who has not signed: their link and their signer area stop working',
  caller: 'applicant',
  params: signerParamsSchema,
  response: removedSignerSchema,
  errors: [403, 404, 409],
});

export const previewInvitation = endpoint({
  method: 'POST',
  path: '/identity/api/v1/signer-invitation/preview',
  service: 'identity',
  summary: 'Who an invitation is for (first names only), without spending it',
  caller: 'anyone',
  body: invitationLookupSchema,
  response: invitationPreviewSchema,
  errors: [400, 429],
});

export const acceptInvitation = endpoint({
  method: 'POST',
  path: '/identity/api/v1/signer-invitation/accept',
  service: 'identity',
  summary:
    "Accept an invitation with a password: the email's existing account's (checked as a login is), else a new account's; signs in",
  caller: 'anyone',
  body: acceptInvitationSchema,
  response: acceptedInvitationSchema,
  errors: [400, 429],
});

export const resumeInvitation = endpoint({
  method: 'POST',
  path: '/identity/api/v1/signer-invitation/resume',
  service: 'identity',
  summary: "Accept an invitation with the password of the email's existing account (checked as a login is)",
  caller: 'anyone',
  body: resumeInvitationSchema,
  response: acceptedInvitationSchema,
  errors: [400, 429],
});

export const SIGNER_BASE = '/service-application/api/v1/heloc-signer/applications';

export const signerApplications = endpoint({
  method: 'GET',
  path: SIGNER_BASE,
  service: 'service-application',
  summary: 'The applications the signed-in identity signs as an invited signer',
  caller: 'signed-in',
  response: signerApplicationsSchema,
});

export const signerApplication = endpoint({
  method: 'GET',
  path: `${SIGNER_BASE}/:uuid`,
  service: 'service-application',
  summary: "The signer's own view of one application (no borrower-only data)",
  caller: 'signer',
  params: applicationParamsSchema,
  response: signerApplicationSchema,
  errors: [403, 404],
});

export const signerDocuments = endpoint({
  method: 'GET',
  path: `${SIGNER_BASE}/:uuid/documents`,
  service: 'service-application',
  summary: "The signer's own uploaded documents (metadata only)",
  caller: 'signer',
  params: applicationParamsSchema,
  response: signerDocumentsSchema,
  errors: [403, 404],
});

export const signerUpload = endpoint({
  method: 'PUT',
  path: `${SIGNER_BASE}/:uuid/documents/:type`,
  service: 'service-application',
  summary: "Upload one of the signer's own ID photos, or a document one of their open conditions asks for: the raw file as the body",
  caller: 'signer',
  params: signerUploadParamsSchema,
  upload: { contentTypes: ACCEPTED_DOCUMENT_CONTENT_TYPES, maxBytes: MAX_DOCUMENT_BYTES },
  response: signerUploadAnswerSchema,
  errors: [400, 403, 404, 409, 413, 415, 429],
});

export const signerVerifyIdentity = endpoint({
  method: 'POST',
  path: `${SIGNER_BASE}/:uuid/identity`,
  service: 'service-application',
  summary: "Check the signer's identity from the ID photos sent (again while an identity condition of theirs is open)",
  caller: 'signer',
  params: applicationParamsSchema,
  body: signerIdentityBodySchema,
  response: signerStepAnswerSchema,
  errors: [400, 403, 404, 409],
});

export const signerSign = endpoint({
  method: 'POST',
  path: `${SIGNER_BASE}/:uuid/sign`,
  service: 'service-application',
  summary: "The signer's E-SIGN consent and typed signature of the documents they sign",
  caller: 'signer',
  params: applicationParamsSchema,
  body: signerSignBodySchema,
  response: signerStepAnswerSchema,
  errors: [400, 403, 404, 409],
});

export const signerBookNotary = endpoint({
  method: 'POST',
  path: `${SIGNER_BASE}/:uuid/notary`,
  service: 'service-application',
  summary: "Book the signer's own remote notary session, or ask for an in-person notary",
  caller: 'signer',
  params: applicationParamsSchema,
  body: signerNotaryBodySchema,
  response: signerStepAnswerSchema,
  errors: [400, 403, 404, 409],
});

export const signerNotarySlots = endpoint({
  method: 'GET',
  path: `${SIGNER_BASE}/:uuid/notary/slots`,
  service: 'service-application',
  summary: "The remote notary sessions on offer for the signer's own session",
  caller: 'signer',
  params: applicationParamsSchema,
  response: notarySlotsSchema,
  errors: [403, 404, 409],
});
