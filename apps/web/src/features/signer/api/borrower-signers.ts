import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { inviteSigner, listSigners, removeSigner, resendInvitation } from '@lintel/domain/api/endpoints/signers';
import type { InviteSigner, ResendInvitation } from '@lintel/domain/signers/signer-invitation';
import { apiClient } from '../../../lib/api-client.ts';

const key = (uuid: string) => ['application', uuid, 'signers'] as const;

/** The borrower's list of signers; polled each minute so progress shows without a reload. */
export function useSigners(uuid: string) {
  return useQuery({
    queryKey: key(uuid),
    queryFn: ({ signal }) => apiClient.call(listSigners, { params: { uuid }, signal }),
    refetchInterval: 60_000,
  });
}

export function useInviteSigner(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InviteSigner) => apiClient.call(inviteSigner, { params: { uuid }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key(uuid) }),
  });
}

export function useResendInvitation(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ signerId, body }: { signerId: string; body: ResendInvitation }) =>
      apiClient.call(resendInvitation, { params: { uuid, signerId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key(uuid) }),
  });
}

/**
 * Removes a signer who has not signed. The application may move on (the co-deed wait released), so its other reads
 * are marked stale, refetched when next used rather than now (a refetch now would reload the page around the list).
 */
export function useRemoveSigner(uuid: string, onRemoved: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (signerId: string) => apiClient.call(removeSigner, { params: { uuid, signerId } }),
    // Here, not in `mutate`'s options: the card that asked is gone once the list refetches, and its callbacks with it.
    onSuccess: async () => {
      onRemoved();
      await queryClient.invalidateQueries({ queryKey: ['application', uuid], refetchType: 'none' });
      await queryClient.invalidateQueries({ queryKey: key(uuid) });
    },
  });
}
