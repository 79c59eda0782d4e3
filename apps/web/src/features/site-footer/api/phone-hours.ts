import { queryOptions, useQuery } from '@tanstack/react-query';
import { operatingHours } from '@lintel/domain/api/endpoints/operating-hours';
import { DEPARTMENTS } from '@lintel/domain/shell-contracts/operating-hours';
import { OPERATING_HOURS_POLL_MS } from '@lintel/domain/constants/polling';
import { apiClient } from '../../../lib/api-client.ts';

/** Spec 001 §7: the footer asks for department OPS_PHONE. */
export const phoneHoursQueryOptions = (orgCode: string) =>
  queryOptions({
    queryKey: ['site-footer', 'operating-hours', orgCode, DEPARTMENTS.phone],
    queryFn: ({ signal }) =>
      apiClient.call(operatingHours, {
        params: { department: DEPARTMENTS.phone },
        query: { display: 'footer' },
        signal,
      }),
    staleTime: OPERATING_HOURS_POLL_MS,
  });

export function usePhoneHours(orgCode: string, enabled = true) {
  return useQuery({ enabled, ...phoneHoursQueryOptions(orgCode) });
}
