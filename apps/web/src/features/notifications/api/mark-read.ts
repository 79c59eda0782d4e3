import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markNotificationsRead } from '@lintel/domain/api/endpoints/service-wallet';
import { apiClient } from '../../../lib/api-client.ts';
import { walletAccountsQueryKey } from './wallet-accounts.ts';

/** Decision 065: POST {uuids} marks the caller's notifications read; the list is then fetched again. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (uuids: string[]) => apiClient.call(markNotificationsRead, { body: { uuids } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: walletAccountsQueryKey }),
  });
}
