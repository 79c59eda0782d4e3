import { queryOptions, useQuery } from '@tanstack/react-query';
import { creditStop } from '@lintel/domain/api/endpoints/credit-actions';
import { apiClient } from '../../../lib/api-client.ts';

export const creditStopQueryOptions = (uuid: string) =>
  queryOptions({
    queryKey: ['application', uuid, 'credit-stop'] as const,
    queryFn: ({ signal }) => apiClient.call(creditStop, { params: { uuid }, signal }),
  });

/** Why the soft pull stopped and which bureau to contact (GET …/credit/stop). */
export function useCreditStop(uuid: string) {
  return useQuery(creditStopQueryOptions(uuid));
}
