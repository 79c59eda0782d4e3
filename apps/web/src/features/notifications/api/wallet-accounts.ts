import { queryOptions, useQuery } from '@tanstack/react-query';
import { walletAccounts } from '@lintel/domain/api/endpoints/service-wallet';
import { apiClient } from '../../../lib/api-client.ts';

export const walletAccountsQueryKey = ['notifications', 'wallet-accounts'] as const;

/** Spec 001 §7: the account list with notifications is "cached without expiry"; marking read refreshes it. */
export const walletAccountsQueryOptions = () =>
  queryOptions({
    queryKey: walletAccountsQueryKey,
    queryFn: ({ signal }) => apiClient.call(walletAccounts, { signal }),
    staleTime: Infinity,
  });

/** Visitors have no wallet: no call is made for them. */
export function useWalletAccounts(loggedIn: boolean) {
  return useQuery({ ...walletAccountsQueryOptions(), enabled: loggedIn });
}
