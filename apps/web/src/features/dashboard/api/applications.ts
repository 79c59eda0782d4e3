import { queryOptions, useQuery } from '@tanstack/react-query';
import { allApplications } from '@lintel/domain/api/endpoints/applications';
import { apiClient } from '../../../lib/api-client.ts';

export const ALL_APPLICATIONS_PATH = allApplications.path;

export const allApplicationsQueryOptions = () =>
  queryOptions({
    queryKey: ['applications', 'all'],
    queryFn: ({ signal }) => apiClient.call(allApplications, { signal }),
  });

/** The signed-in borrower's applications (as borrower or signer), oldest first as the server sends them. */
export function useAllApplications() {
  return useQuery(allApplicationsQueryOptions());
}
