import { queryOptions, useQuery } from '@tanstack/react-query';
import { propertyCandidatesPath, propertyCandidatesSchema } from '@lintel/domain/application/select-property';
import { apiClient } from '../../../lib/api-client.ts';

export const propertyCandidatesQueryOptions = (uuid: string) =>
  queryOptions({
    queryKey: ['application', uuid, 'property-candidates'] as const,
    queryFn: ({ signal }) =>
      apiClient.get(propertyCandidatesPath(uuid), propertyCandidatesSchema, { signal }),
  });

/** The homes the property records say the borrower owns (empty when none matched). */
export function usePropertyCandidates(uuid: string) {
  return useQuery(propertyCandidatesQueryOptions(uuid));
}
