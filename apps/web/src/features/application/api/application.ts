import { queryOptions, useQuery } from '@tanstack/react-query';
import { applicationSchema } from '@lintel/domain/application/application';
import { apiClient } from '../../../lib/api-client.ts';

export const applicationPath = (uuid: string) =>
  `/service-application/api/v1/application/heloc/${encodeURIComponent(uuid)}`;

/** Under ['application', uuid] so a step change can refresh everything of one application at once. */
export const applicationQueryKey = (uuid: string) => ['application', uuid, 'record'] as const;

export const applicationQueryOptions = (uuid: string) =>
  queryOptions({
    queryKey: applicationQueryKey(uuid),
    queryFn: ({ signal }) => apiClient.get(applicationPath(uuid), applicationSchema, { signal }),
  });

export function useApplication(uuid: string) {
  return useQuery(applicationQueryOptions(uuid));
}
