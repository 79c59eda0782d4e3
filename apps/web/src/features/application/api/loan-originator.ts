import { queryOptions, useQuery } from '@tanstack/react-query';
import { loanOriginator } from '@lintel/domain/api/endpoints/service-lead-portal';
import { apiClient } from '../../../lib/api-client.ts';

/** Spec 001 §7: the loan originator lookup is cached 10 minutes. */
const LOAN_ORIGINATOR_CACHE_MS = 10 * 60_000;

export const applicationLoanOriginatorQueryOptions = (loanOriginatorUuid: string) =>
  queryOptions({
    queryKey: ['loan-originator', loanOriginatorUuid],
    queryFn: ({ signal }) => apiClient.call(loanOriginator, { params: { loanOriginatorUuid }, signal }),
    staleTime: LOAN_ORIGINATOR_CACHE_MS,
    gcTime: LOAN_ORIGINATOR_CACHE_MS,
  });

/** The referring loan officer of an application; nothing is fetched when there is none. */
export function useLoanOriginator(loanOriginatorUuid: string | null | undefined) {
  return useQuery({
    ...applicationLoanOriginatorQueryOptions(loanOriginatorUuid ?? ''),
    enabled: Boolean(loanOriginatorUuid),
  });
}
