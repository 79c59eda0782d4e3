import * as z from 'zod/mini';

/**
 * The adverse-action notice of a declined application: the principal reasons (ECOA / Regulation B §1002.9) and the
 * credit score used with its source (FCRA §615), as underwriting stores it and
 * GET …/v3/application/heloc/{uuid}/adverse-action answers it.
 */
export const adverseActionSchema = z.object({
  /** At most four, most important first. */
  reasons: z.array(z.object({ code: z.string(), text: z.string() })),
  creditScore: z.object({
    score: z.number(),
    model: z.string(),
    range: z.object({ min: z.number(), max: z.number() }),
    /** Which bureau and which pull supplied the score. */
    source: z.object({
      bureau: z.string(),
      pull: z.enum(['SOFT', 'HARD']),
      reportId: z.string(),
      pulledAt: z.string(),
    }),
    keyFactors: z.array(z.string()),
  }),
});
export type AdverseAction = z.infer<typeof adverseActionSchema>;
