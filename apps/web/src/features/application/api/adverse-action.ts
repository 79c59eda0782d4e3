import { queryOptions, useQuery } from '@tanstack/react-query';
import { adverseActionPath, adverseActionSchema } from '@lintel/domain/application/adverse-action';
import { apiClient } from '../../../lib/api-client.ts';

export const adverseActionQueryOptions = (uuid: string) =>
  queryOptions({
    queryKey: ['application', uuid, 'adverse-action'],
    queryFn: ({ signal }) => apiClient.get(adverseActionPath(uuid), adverseActionSchema, { signal }),
  });

export function useAdverseAction(uuid: string) {
  return useQuery(adverseActionQueryOptions(uuid));
}
