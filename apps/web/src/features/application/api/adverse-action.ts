import { queryOptions, useQuery } from '@tanstack/react-query';
import { adverseAction } from '@lintel/domain/api/endpoints/applications';
import { apiClient } from '../../../lib/api-client.ts';

export const adverseActionQueryOptions = (uuid: string) =>
  queryOptions({
    queryKey: ['application', uuid, 'adverse-action'],
    queryFn: ({ signal }) => apiClient.call(adverseAction, { params: { uuid }, signal }),
  });

export function useAdverseAction(uuid: string) {
  return useQuery(adverseActionQueryOptions(uuid));
}
