import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { applicationSchema } from '@lintel/domain/application/application';
import { apiClient } from '../../../lib/api-client.ts';

export const ALL_APPLICATIONS_PATH = '/service-application/api/v1/application/heloc/all';

export const allApplicationsQueryOptions = () =>
  queryOptions({
    queryKey: ['applications', 'all'],
    queryFn: ({ signal }) => apiClient.get(ALL_APPLICATIONS_PATH, z.array(applicationSchema), { signal }),
  });

/** The signed-in borrower's applications (as borrower or signer), oldest first as the server sends them. */
export function useAllApplications() {
  return useQuery(allApplicationsQueryOptions());
}
