import { queryOptions, useQuery } from '@tanstack/react-query';
import { stateLicenses } from '@lintel/domain/api/endpoints/state-licenses';
import { apiClient } from '../../../lib/api-client.ts';

/** Licences change with a deploy of organisation data, not within a visit. */
const LICENSES_STALE_MS = 60 * 60_000;

export const stateLicensesQueryOptions = (orgCode: string) =>
  queryOptions({
    queryKey: ['site-footer', 'state-licenses', orgCode],
    queryFn: ({ signal }) => apiClient.call(stateLicenses, { query: { orgCode }, signal }),
    staleTime: LICENSES_STALE_MS,
  });

export function useStateLicenses(orgCode: string, enabled = true) {
  return useQuery({ enabled, ...stateLicensesQueryOptions(orgCode) });
}
