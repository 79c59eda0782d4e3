import { queryOptions, useQuery } from '@tanstack/react-query';
import { walletProfile } from '@lintel/domain/api/endpoints/service-wallet';
import { apiClient } from '../../../lib/api-client.ts';

/** Spec 001 §7: GET …/account/access answers the profile the menu shows. */
export const walletProfileQueryOptions = () =>
  queryOptions({
    queryKey: ['profile-menu', 'wallet-profile'],
    queryFn: ({ signal }) => apiClient.call(walletProfile, { signal }),
    staleTime: Infinity,
  });

export function useWalletProfile() {
  return useQuery(walletProfileQueryOptions());
}
