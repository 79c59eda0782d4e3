import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { parseServerStep } from '@lintel/domain/server-steps/server-step';
import { apiClient } from '../../../lib/api-client.ts';

const statusPath = (uuid: string) =>
  `/service-krang-heloc/borrower/secure/api/v1/${encodeURIComponent(uuid)}/status`;

// A step this browser does not know reads as UNKNOWN rather than failing the card.
const statusAnswerSchema = z.pipe(
  z.object({ step: z.unknown() }),
  z.transform((body: { step: unknown }) => parseServerStep(body.step)),
);

/** Read once per visit: a signer's list does not poll (the access rule lets signers read the status too). */
export function useSignerServerStep(uuid: string) {
  return useQuery(
    queryOptions({
      queryKey: ['signer', 'server-step', uuid],
      queryFn: ({ signal }) => apiClient.get(statusPath(uuid), statusAnswerSchema, { signal }),
    }),
  );
}
