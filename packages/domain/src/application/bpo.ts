import * as z from 'zod/mini';

/**
 * Broker price opinion (Texas): the property condition (page bpo/condition, step BPO_CONDITION), then the order
 * with its cost (page bpo/order-bpo, step BPO_ORDER). Decision 104.
 */

/** Spec 001 §3: "property condition from UNKNOWN_CONDITION to EXCELLENT", worst to best. */
export const PROPERTY_CONDITIONS = [
  'UNKNOWN_CONDITION',
  'POOR',
  'FAIR',
  'AVERAGE',
  'GOOD',
  'EXCELLENT',
] as const;
export type PropertyCondition = (typeof PROPERTY_CONDITIONS)[number];

export const PROPERTY_CONDITION_LABELS: Readonly<Record<PropertyCondition, { label: string; hint: string }>> =
  {
    EXCELLENT: { label: 'Excellent', hint: 'Recently built or fully renovated; nothing needs work' },
    GOOD: { label: 'Good', hint: 'Well kept, with only minor wear' },
    AVERAGE: { label: 'Average', hint: 'Normal wear for its age; some updates would help' },
    FAIR: { label: 'Fair', hint: 'Needs some repairs, such as the roof, floors or systems' },
    POOR: { label: 'Poor', hint: 'Needs major repairs before it could be sold' },
    UNKNOWN_CONDITION: { label: 'I am not sure', hint: 'The broker will assess it at the visit' },
  };

export const PROPERTY_CONDITION_REQUIRED = 'Select the condition of your property';
export const BPO_COST_CONSENT_REQUIRED = 'Confirm that you agree to pay for the property valuation';

/** PUT …/v3/application/heloc/{uuid}/bpo/condition. */
export const bpoConditionBodySchema = z.strictObject({
  propertyCondition: z.enum(PROPERTY_CONDITIONS, { error: PROPERTY_CONDITION_REQUIRED }),
});
export type BpoConditionBody = z.infer<typeof bpoConditionBodySchema>;

/** POST …/v3/application/heloc/{uuid}/bpo/order: the borrower agrees to the valuation cost (spec 001 §9: $180). */
export const bpoOrderBodySchema = z.strictObject({
  agreeToCost: z.literal(true, { error: BPO_COST_CONSENT_REQUIRED }),
});
export type BpoOrderBody = z.infer<typeof bpoOrderBodySchema>;
