import { queryOptions, useQuery } from '@tanstack/react-query';
import { additionalInfo, giveAdditionalInfo } from '@lintel/domain/api/endpoints/additional-info-actions';
import { apiClient } from '../../../lib/api-client.ts';
import { useStepAction } from '../../../lib/step-action.ts';

export const additionalInfoQueryOptions = (uuid: string) =>
  queryOptions({
    queryKey: ['application', uuid, 'additional-info'] as const,
    queryFn: ({ signal }) => apiClient.call(additionalInfo, { params: { uuid }, signal }),
  });

/** What is on file for start/profile and start/contact (GET …/additional-info; the SSN only as hasSsn). */
export function useAdditionalInfo(uuid: string) {
  return useQuery(additionalInfoQueryOptions(uuid));
}

/**
 * PUT …/additional-info with both pages' answers: COLLECT_ADDITIONAL_INFO -> HMDA. Afterwards the step starts a
 * fresh poll budget, the rest of the application is refetched and the router guard moves on.
 */
export function useSubmitAdditionalInfo(uuid: string) {
  return useStepAction(giveAdditionalInfo, uuid);
}
