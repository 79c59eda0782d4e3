import { queryOptions, useQuery } from '@tanstack/react-query';
import { creditStopPath, creditStopSchema } from '@lintel/domain/application/credit-retry';
import { apiClient } from '../../../lib/api-client.ts';

export const creditStopQueryOptions = (uuid: string) =>
  queryOptions({
    queryKey: ['application', uuid, 'credit-stop'] as const,
    queryFn: ({ signal }) => apiClient.get(creditStopPath(uuid), creditStopSchema, { signal }),
  });

/** Why the soft pull stopped and which bureau to contact (GET …/credit/stop). */
export function useCreditStop(uuid: string) {
  return useQuery(creditStopQueryOptions(uuid));
}
