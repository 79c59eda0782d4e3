import * as z from 'zod/mini';
import { ID_TYPES } from '../application/document-types.ts';
import { MANUAL_NOTARY_FEE_DOLLARS, MANUAL_TIME_REQUIRED } from '../application/notary.ts';
import { SIGNER_PROGRESS, SIGNER_RELATIONS } from './signer-invitation.ts';

/**
 * What a signer reads of an application in their own area (issue 19): the lender's line as far as the deed needs it
 * (the property's address, the signer's own name and progress), never the borrower's income, credit, bank accounts
 * or offers. The API test lists the borrower-only fields this must never carry.
 */
export const signerApplicationSchema = z.object({
  uuid: z.uuid(),
  signerId: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  relation: z.enum(SIGNER_RELATIONS),
  progress: z.enum(SIGNER_PROGRESS),
  /**
   * When the identity check last failed, while it has not passed since: only a photo of the ID sent after it is
   * checked again (spec idReUpload); null otherwise.
   */
  identityFailedAt: z.nullable(z.string()),
  borrowerFirstName: z.string(),
  propertyAddress: z.string(),
  /** The application was cancelled, or the borrower removed this signer: the cancelled page. */
  cancelled: z.boolean(),
  /** The borrower's own part has reached the rescission period: the signer may cancel for all. */
  inRescission: z.boolean(),
  /** When the right to cancel ends (each owner's notice states it), once the deed is signed; else null. */
  rescissionEndsAt: z.nullable(z.string()),
  notary: z.nullable(z.object({ kind: z.enum(['REMOTE', 'MANUAL']), startsAt: z.string() })),
  /** How many of the signer's own conditions wait on them (decision 237): their next action when any. */
  openConditions: z.number(),
});
export type SignerApplication = z.infer<typeof signerApplicationSchema>;

export const signerApplicationsSchema = z.object({ applications: z.array(signerApplicationSchema) });

export const signerIdentityBodySchema = z.strictObject({
  idType: z.enum(ID_TYPES, { error: 'Please choose the type of ID' }),
});

export const SIGNED_NAME_REQUIRED = 'Please type your full name to sign';
export const ESIGN_CONSENT_REQUIRED = 'Please agree to sign electronically';
/** The signer's own E-SIGN consent and typed signature (their name, as invited). */
export const signerSignBodySchema = z.strictObject({
  esignConsent: z.literal(true, { error: ESIGN_CONSENT_REQUIRED }),
  signedName: z.string().check(z.trim(), z.minLength(1, SIGNED_NAME_REQUIRED), z.maxLength(256)),
});

export const IN_PERSON_FEE_REQUIRED = `Please agree to the $${MANUAL_NOTARY_FEE_DOLLARS} fee for an in-person notary`;
/** A remote session at a time on offer, or an in-person notary at a time the signer asks for, its fee agreed. */
export const signerNotaryBodySchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('REMOTE'), start: z.iso.datetime({ offset: true }) }),
  z.strictObject({
    kind: z.literal('MANUAL'),
    requestedTime: z.iso.datetime({ offset: true, error: MANUAL_TIME_REQUIRED }),
    feeAccepted: z.literal(true, { error: IN_PERSON_FEE_REQUIRED }),
  }),
]);

/** A step's answer; the identity check's also says how it went (a failure keeps the signer on the identity page). */
export type SignerNotaryBody = z.infer<typeof signerNotaryBodySchema>;

export const signerStepAnswerSchema = z.object({
  progress: z.enum(SIGNER_PROGRESS),
  outcome: z.optional(z.enum(['VERIFIED', 'FAILED'])),
});

/** The signer's own document, an ID photo, kept against their invitation, not the borrower's documents. */
export const signerUploadParamsSchema = z.object({
  uuid: z.uuid(),
  type: z.string().check(z.maxLength(64)),
});
export const signerUploadAnswerSchema = z.object({ id: z.uuid(), type: z.string(), createdAt: z.string() });
export const signerDocumentsSchema = z.object({ documents: z.array(signerUploadAnswerSchema) });

export const SIGNER_ONLY = 'This page is for the additional signers of the application.';
export const ID_SIDES_MISSING = 'Please send a photo of each side of your ID';
