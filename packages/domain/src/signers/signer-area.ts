import * as z from 'zod/mini';
import { ID_TYPES } from '../application/document-types.ts';
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
  borrowerFirstName: z.string(),
  propertyAddress: z.string(),
  /** The application was cancelled, or the borrower removed this signer: the cancelled page. */
  cancelled: z.boolean(),
  /** The borrower's own part has reached the rescission period: the signer may cancel for all. */
  inRescission: z.boolean(),
  /** When the right to cancel ends (each owner's notice states it), once the deed is signed; else null. */
  rescissionEndsAt: z.nullable(z.string()),
  notary: z.nullable(z.object({ kind: z.enum(['REMOTE', 'MANUAL']), startsAt: z.string() })),
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

export const signerNotaryBodySchema = z.union([
  z.strictObject({ kind: z.literal('REMOTE'), start: z.iso.datetime({ offset: true }) }),
  z.strictObject({ kind: z.literal('MANUAL'), requestedTime: z.iso.datetime({ offset: true }) }),
]);

export const signerStepAnswerSchema = z.object({ progress: z.enum(SIGNER_PROGRESS) });

/** The signer's own document, an ID photo, kept against their invitation, not the borrower's documents. */
export const signerUploadParamsSchema = z.object({
  uuid: z.uuid(),
  type: z.string().check(z.maxLength(64)),
});
export const signerUploadAnswerSchema = z.object({ id: z.uuid(), type: z.string(), createdAt: z.string() });
export const signerDocumentsSchema = z.object({ documents: z.array(signerUploadAnswerSchema) });

export const SIGNER_ONLY = 'This page is for the additional signers of the application.';
export const ID_SIDES_MISSING = 'Please send a photo of each side of your ID';
