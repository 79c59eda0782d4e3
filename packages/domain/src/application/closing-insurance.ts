import * as z from 'zod/mini';

/**
 * Proof of homeowners insurance (spec 000: the borrower "signs the deed with a notary, uploads proof of insurance,
 * and then waits for funding"; decision 115). The file goes up as a PROOF_OF_INSURANCE document first.
 */

export const INSURANCE_DOCUMENT_REQUIRED = 'Please upload your proof of homeowners insurance';

/** POST …/{uuid}/closing/insurance: the uploaded PROOF_OF_INSURANCE document that proves the cover. */
export const insuranceConfirmBodySchema = z.strictObject({
  documentUuid: z.uuid({ error: INSURANCE_DOCUMENT_REQUIRED }),
});
export type InsuranceConfirmBody = z.infer<typeof insuranceConfirmBodySchema>;

/** The answer: the application's step (unchanged) and its insurance flag. */
export const insuranceConfirmResultSchema = z.object({ step: z.string(), insuranceComplete: z.boolean() });
export type InsuranceConfirmResult = z.infer<typeof insuranceConfirmResultSchema>;

/** From the deed's notary booking until funding: the spec's engine asks for insurance after the notary. */
export const INSURANCE_STEPS = ['DEED_SIGNING', 'MANUAL_DEED_SIGNING', 'RESCISSION', 'FUNDABLE'] as const;
