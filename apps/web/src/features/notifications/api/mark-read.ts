import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  NOTIFICATIONS_READ_PATH,
  markNotificationsReadAnswerSchema,
} from '@lintel/domain/shell-contracts/wallet';
import { apiClient } from '../../../lib/api-client.ts';
import { walletAccountsQueryKey } from './wallet-accounts.ts';

/** Decision 065: POST {uuids} marks the caller's notifications read; the list is then fetched again. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (uuids: string[]) =>
      apiClient.post(NOTIFICATIONS_READ_PATH, { uuids }, markNotificationsReadAnswerSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: walletAccountsQueryKey }),
  });
}
