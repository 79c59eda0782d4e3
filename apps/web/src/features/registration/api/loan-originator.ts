import { queryOptions } from '@tanstack/react-query';
import { loanOriginator, loanOriginatorLicensedStates } from '@lintel/domain/api/endpoints/service-lead-portal';
import { apiClient } from '../../../lib/api-client.ts';

/** Issue 4: the loan officer lookups are cached for 10 minutes. */
const LOAN_ORIGINATOR_STALE_MS = 10 * 60_000;

export const loanOriginatorQueryOptions = (uuid: string) =>
  queryOptions({
    queryKey: ['registration', 'loan-originator', uuid],
    queryFn: ({ signal }) => apiClient.call(loanOriginator, { params: { loanOriginatorUuid: uuid }, signal }),
    staleTime: LOAN_ORIGINATOR_STALE_MS,
    gcTime: LOAN_ORIGINATOR_STALE_MS,
  });

export const licensedStatesQueryOptions = (uuid: string) =>
  queryOptions({
    queryKey: ['registration', 'loan-originator', uuid, 'licensed-states'],
    queryFn: ({ signal }) =>
      apiClient.call(loanOriginatorLicensedStates, { params: { loanOriginatorUuid: uuid }, signal }),
    staleTime: LOAN_ORIGINATOR_STALE_MS,
    gcTime: LOAN_ORIGINATOR_STALE_MS,
  });
