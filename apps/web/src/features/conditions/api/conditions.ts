import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { applicationConditions, submitConditionDocuments } from '@lintel/domain/api/endpoints/conditions';
import { listDocuments } from '@lintel/domain/api/endpoints/document-actions';
import type { ConditionDocumentsBody } from '@lintel/domain/application/conditions';
import { CONDITIONS_POLL_MS } from '@lintel/domain/constants/polling';
import { apiClient } from '../../../lib/api-client.ts';

export const conditionsQueryKey = (uuid: string) => ['application', uuid, 'conditions'] as const;

/**
 * GET …/conditions/external-applicants. Spec 001 §7: "the condition list is polled every 60 s and on window focus"
 * (this query only: the app's default is no refetch on focus). 'always' because a focus within the 250 ms the app
 * calls fresh is still a return to the page: the borrower may have sent a document from another tab.
 */
export const conditionsQueryOptions = (uuid: string) =>
  queryOptions({
    queryKey: conditionsQueryKey(uuid),
    queryFn: ({ signal }) => apiClient.call(applicationConditions, { params: { uuid }, signal }),
    refetchInterval: CONDITIONS_POLL_MS,
    refetchOnWindowFocus: 'always',
  });

export function useConditions(uuid: string) {
  return useQuery(conditionsQueryOptions(uuid));
}

/** POST …/conditions/{conditionUuid}/documents, then the list again (the condition is received or resolved). */
export function useSubmitConditionDocuments(uuid: string, conditionUuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ConditionDocumentsBody) =>
      apiClient.call(submitConditionDocuments, { params: { uuid, conditionUuid }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['application', uuid] }),
  });
}

/** The application's documents (metadata only): the ones of a condition's types can be sent as its answer. */
export function useApplicationDocuments(uuid: string) {
  return useQuery({
    queryKey: ['application', uuid, 'documents'] as const,
    queryFn: ({ signal }) => apiClient.call(listDocuments, { params: { uuid }, signal }),
  });
}
