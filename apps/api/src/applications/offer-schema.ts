import { z } from 'zod';

/**
 * Spec 001 §3's Offer as the API answers it. The domain package has no offer schema yet (task C covers the
 * application only); this one should move to `packages/domain/src/application/` when the web needs it.
 */
export const offerSchema = z.object({
  type: z.enum(['FIXED', 'FLOATING', 'UNKNOWN']),
  term: z.number().int(),
  rate: z.number(),
  baseRate: z.number(),
  otherRate: z.number(),
  originationFee: z.number(),
  minDraw: z.number(),
  maxDraw: z.number(),
  min: z.number(),
  max: z.number(),
  discountList: z.array(z.object({ discount: z.object({ type: z.string() }), rateWithDiscount: z.number() })),
  offersByType: z.object({ FIXED: z.array(z.number()), FLOATING: z.array(z.number()) }),
  maxRecordingTax: z.number(),
  minRecordingTax: z.number(),
  maxDtiUnlimited: z.number(),
  ofeeMaxThreshold: z.number(),
  incomeRequestRecords: z.array(
    z.object({ employmentType: z.string(), annualIncome: z.number(), verified: z.boolean() }),
  ),
  costs: z.array(
    z.object({
      feeType: z.string(),
      type: z.string(),
      borrowerPaidAmount: z.number(),
      jsCriteria: z.string(),
    }),
  ),
  totalPaidByBorrower: z.number(),
});
export type OfferView = z.infer<typeof offerSchema>;
