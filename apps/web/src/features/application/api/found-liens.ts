import { queryOptions, useQuery } from '@tanstack/react-query';
import { foundLiens } from '@lintel/domain/api/endpoints/credit-actions';
import { apiClient } from '../../../lib/api-client.ts';

/** The liens the title search and the credit report found against the home (page liens, decision 173). */
export const foundLiensQueryOptions = (uuid: string) =>
  queryOptions({
    queryKey: ['application', uuid, 'liens'] as const,
    queryFn: ({ signal }) => apiClient.call(foundLiens, { params: { uuid }, signal }),
  });

export function useFoundLiens(uuid: string) {
  return useQuery(foundLiensQueryOptions(uuid));
}
