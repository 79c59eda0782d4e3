import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client.ts';

/**
 * Spec 001 §3 "Offer" as GET …/v3/application/heloc/{uuid}/offers answers it. The server keeps the same schema in
 * apps/api (offer-schema.ts); it belongs in packages/domain once both sides share it (noted for the lead).
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
  ofeeMaxThreshold: z.number(),
  costs: z.array(z.object({ feeType: z.string(), type: z.string(), borrowerPaidAmount: z.number() })),
  totalPaidByBorrower: z.number(),
});
export type Offer = z.infer<typeof offerSchema>;

export const offersPath = (uuid: string) =>
  `/service-application/api/v3/application/heloc/${encodeURIComponent(uuid)}/offers`;

export const offersQueryOptions = (uuid: string) =>
  queryOptions({
    queryKey: ['application', uuid, 'offers'],
    queryFn: ({ signal }) =>
      apiClient
        .get(offersPath(uuid), z.object({ offers: z.array(offerSchema) }), { signal })
        .then((b) => b.offers),
  });

export function useOffers(uuid: string) {
  return useQuery(offersQueryOptions(uuid));
}
