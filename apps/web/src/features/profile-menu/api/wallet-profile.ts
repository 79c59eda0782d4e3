import { queryOptions, useQuery } from '@tanstack/react-query';
import { WALLET_ACCESS_PATH, walletProfileSchema } from '@lintel/domain/shell-contracts/wallet';
import { apiClient } from '../../../lib/api-client.ts';

/** Spec 001 §7: GET …/account/access answers the profile the menu shows. */
export const walletProfileQueryOptions = () =>
  queryOptions({
    queryKey: ['profile-menu', 'wallet-profile'],
    queryFn: ({ signal }) => apiClient.get(WALLET_ACCESS_PATH, walletProfileSchema, { signal }),
    staleTime: Infinity,
  });

export function useWalletProfile() {
  return useQuery(walletProfileQueryOptions());
}
