import * as z from 'zod/mini';

/** The choice carried from product/select to its confirm child in the address, so Back and reload keep it. */
export const offerChoiceSearchSchema = z.object({
  type: z.enum(['FIXED', 'FLOATING']),
  term: z.coerce.number().check(z.int(), z.positive()),
  amount: z.coerce.number().check(z.positive()),
  payType: z.enum(['AUTOPAY', 'MANUAL']),
});
export type OfferChoiceSearch = z.infer<typeof offerChoiceSearchSchema>;

export const TYPE_LABELS = { FIXED: 'Fixed rate', FLOATING: 'Variable rate' } as const;
export const PAY_TYPE_LABELS = {
  AUTOPAY: 'Automatic payments (autopay)',
  MANUAL: 'I will pay each month myself',
} as const;
