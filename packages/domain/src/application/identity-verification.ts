import * as z from 'zod/mini';
import { ID_TYPES } from './document-types.ts';

// IDENTITY_VERIFICATION (page identity): the borrower uploads the front of an ID (PUT …/documents/{type}), then
// asks for the check. A failure raises ID_VERIFICATION_FAILURE and the step stays.

export const ID_TYPE_REQUIRED = 'Please select your ID type';
export const ID_DOCUMENT_REQUIRED = 'Please upload the front of your ID';

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
