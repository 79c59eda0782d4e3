import * as z from 'zod/mini';

/**
 * The soft pull stopped at a credit freeze or lock (page credit/error) or at a PIN the bureau refused
 * (review-app/incorrect-pin). GET …/v3/application/heloc/{uuid}/credit/stop says which, and at which bureau, so the
 * page can tell the borrower how to lift it; POST …/credit/retry pulls again once they have (decision 106).
 */
export const CREDIT_STOP_REASONS = ['FROZEN', 'FROZEN_WITH_PIN', 'LOCKED', 'INCORRECT_PIN'] as const;
export type CreditStopReason = (typeof CREDIT_STOP_REASONS)[number];

export const creditStopSchema = z.object({
  reason: z.enum(CREDIT_STOP_REASONS),
  bureau: z.object({
    name: z.string(),
    /** As printed, e.g. (800) 555-0142. */
    phone: z.string(),
  }),
});
export type CreditStop = z.infer<typeof creditStopSchema>;

/** POST …/credit/retry takes no fields: lifting the freeze or lock happens at the bureau, not here. */
export const creditRetryBodySchema = z.strictObject({});
export type CreditRetryBody = z.infer<typeof creditRetryBodySchema>;
