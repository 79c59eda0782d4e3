import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client.ts';

/**
 * The adverse-action notice of a declined application (ECOA / Regulation B §1002.9 principal reasons, FCRA §615
 * score disclosure), in the shape the server stores it (apps/api workflow/underwriting/decline-reasons.ts).
 * Decision 089: the server does not serve it yet; this is the contract the page expects.
 */
export const adverseActionSchema = z.object({
  reasons: z.array(z.object({ code: z.string(), text: z.string() })),
  creditScore: z.object({
    score: z.number(),
    model: z.string(),
    range: z.object({ min: z.number(), max: z.number() }),
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

export const adverseActionPath = (uuid: string) =>
  `/service-application/api/v3/application/heloc/${encodeURIComponent(uuid)}/adverse-action`;

export const adverseActionQueryOptions = (uuid: string) =>
  queryOptions({
    queryKey: ['application', uuid, 'adverse-action'],
    queryFn: ({ signal }) => apiClient.get(adverseActionPath(uuid), adverseActionSchema, { signal }),
  });

export function useAdverseAction(uuid: string) {
  return useQuery(adverseActionQueryOptions(uuid));
}
