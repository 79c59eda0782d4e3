import { queryOptions, useQuery } from '@tanstack/react-query';
import { propertyCandidates } from '@lintel/domain/api/endpoints/credit-actions';
import { apiClient } from '../../../lib/api-client.ts';

export const propertyCandidatesQueryOptions = (uuid: string) =>
  queryOptions({
    queryKey: ['application', uuid, 'property-candidates'] as const,
    queryFn: ({ signal }) => apiClient.call(propertyCandidates, { params: { uuid }, signal }),
  });

/** The homes the property records say the borrower owns (empty when none matched). */
export function usePropertyCandidates(uuid: string) {
  return useQuery(propertyCandidatesQueryOptions(uuid));
}
