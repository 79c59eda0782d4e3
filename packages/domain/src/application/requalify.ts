import * as z from 'zod/mini';

/**
 * Prequal win-back (page product/prequal-winback, server step REQUALIFY): the hard pull changed the offer; the
 * borrower continues to revised offers or withdraws the application (decision 103).
 */

export const REQUALIFY_CHOICES = ['CONTINUE', 'WITHDRAW'] as const;
export type RequalifyChoice = (typeof REQUALIFY_CHOICES)[number];

export const REQUALIFY_CHOICE_REQUIRED = 'Select whether to see your new offers or withdraw your application';

/** POST …/v3/application/heloc/{uuid}/requalify. */
export const requalifyBodySchema = z.strictObject({
  choice: z.enum(REQUALIFY_CHOICES, { error: REQUALIFY_CHOICE_REQUIRED }),
});
export type RequalifyBody = z.infer<typeof requalifyBodySchema>;
