import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  answerNotaryQuiz,
  notaryIdentity,
  startNotaryQuiz,
} from '@lintel/domain/api/endpoints/notary-actions';
import type { KbaAnswersBody } from '@lintel/domain/application/notary-identity';
import { apiClient } from '../../../lib/api-client.ts';

const identityKey = (uuid: string) => ['application', uuid, 'notary-identity'] as const;

/** GET …/notary/identity: the caller's ID check and identity questions (decision 208). */
export function useNotaryIdentity(uuid: string, enabled: boolean) {
  return useQuery({
    ...queryOptions({
      queryKey: identityKey(uuid),
      queryFn: ({ signal }) => apiClient.call(notaryIdentity, { params: { uuid }, signal }),
    }),
    enabled,
  });
}

/** Opens the questions (or answers the open ones): the answer is the new standing, put straight in the cache. */
export function useStartNotaryQuiz(uuid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiClient.call(startNotaryQuiz, { params: { uuid }, body: { idAtHand: true } }),
    onSuccess: (standing) => client.setQueryData(identityKey(uuid), standing),
    onError: () => client.invalidateQueries({ queryKey: identityKey(uuid) }),
  });
}

export function useAnswerNotaryQuiz(uuid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: KbaAnswersBody) => apiClient.call(answerNotaryQuiz, { params: { uuid }, body }),
    onSuccess: (standing) => client.setQueryData(identityKey(uuid), standing),
    onError: () => client.invalidateQueries({ queryKey: identityKey(uuid) }),
  });
}
