import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { inviteSigner, listSigners, resendInvitation } from '@lintel/domain/api/endpoints/signers';
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
