import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { signerConditions, submitSignerConditionDocuments } from '@lintel/domain/api/endpoints/signer-conditions';
import type { ConditionDocumentsBody } from '@lintel/domain/application/conditions';
import { CONDITIONS_POLL_MS } from '@lintel/domain/constants/polling';
import { apiClient } from '../../../lib/api-client.ts';

const signerKey = (uuid: string) => ['signer', 'application', uuid] as const;

/**
 * The signer's own conditions (decision 237), polled as the borrower's list is (spec 001 §7: every 60 s and on window
 * focus, 'always' for a return within the app's freshness).
 */
export function useSignerConditions(uuid: string) {
  return useQuery({
    queryKey: [...signerKey(uuid), 'conditions'],
    queryFn: ({ signal }) => apiClient.call(signerConditions, { params: { uuid }, signal }),
    refetchInterval: CONDITIONS_POLL_MS,
    refetchOnWindowFocus: 'always',
  });
}

/** Documents sent as a condition's answer; then the signer's view and list again (their next action may change). */
export function useSubmitSignerConditionDocuments(uuid: string, conditionUuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ConditionDocumentsBody) =>
      apiClient.call(submitSignerConditionDocuments, { params: { uuid, conditionUuid }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: signerKey(uuid) }),
  });
}
