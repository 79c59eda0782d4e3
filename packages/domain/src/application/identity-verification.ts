import * as z from 'zod/mini';
import { ID_TYPES, type DocumentType } from './document-types.ts';

// IDENTITY_VERIFICATION (page identity): the borrower uploads the front of an ID (PUT …/documents/{type}), then
// asks for the check. A failure raises ID_VERIFICATION_FAILURE and the step stays.

export const ID_TYPE_REQUIRED = 'Please select your ID type';
export const ID_DOCUMENT_REQUIRED = 'Please upload the front of your ID';
export const ID_BACK_REQUIRED = 'Please upload the back of your ID';
/** After a failed check (ID_VERIFICATION_FAILURE, spec idReUpload) the same photo is not checked again. */
export const ID_REUPLOAD_REQUIRED = 'Please upload a new photo of the front of your ID';
/** What a failed check tells the borrower, and an additional signer, before they send a new photo. */
export const ID_FAILED_TEXT =
  'We could not verify your identity from the photo you sent. Please take a new, clear photo of a current ID: all four corners in view, no glare, nothing covering it.';

export type IdType = (typeof ID_TYPES)[number];

/** Spec 001 §3's four ID types and the sides each has (a passport has no back worth a photo). */
export const ID_TYPE_DOCUMENTS: Readonly<Record<IdType, { front: DocumentType; back?: DocumentType }>> = {
  "US Driver's License": { front: 'DRIVERS_LICENSE_FRONT', back: 'DRIVERS_LICENSE_BACK' },
  'US Passport': { front: 'PASSPORT' },
  'US State ID Card': { front: 'ID_CARD_FRONT', back: 'ID_CARD_BACK' },
  'US Permanent Resident Card': { front: 'PERMANENT_RESIDENT_FRONT', back: 'PERMANENT_RESIDENT_BACK' },
};

/** POST …/v3/application/heloc/{uuid}/identity/verify. */
export const verifyIdentityBodySchema = z.strictObject({
  idType: z.enum(ID_TYPES, { error: ID_TYPE_REQUIRED }),
});
export type VerifyIdentityBody = z.infer<typeof verifyIdentityBodySchema>;

export const verifyIdentityResultSchema = z.object({
  step: z.string(),
  outcome: z.enum(['VERIFIED', 'FAILED']),
});
export type VerifyIdentityResult = z.infer<typeof verifyIdentityResultSchema>;
