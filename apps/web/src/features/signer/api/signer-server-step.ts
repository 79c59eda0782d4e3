import { queryOptions, useQuery } from '@tanstack/react-query';
import { serverStepStatus } from '@lintel/domain/api/endpoints/applications';
import { apiClient } from '../../../lib/api-client.ts';

/**
 * Read once per visit: a signer's list does not poll (the access rule lets signers read the status too). A step this
 * browser does not know reads as UNKNOWN rather than failing the card (the endpoint's answer schema does that).
 */
export function useSignerServerStep(uuid: string) {
  return useQuery(
    queryOptions({
      queryKey: ['signer', 'server-step', uuid],
      queryFn: async ({ signal }) =>
        (await apiClient.call(serverStepStatus, { params: { uuid }, signal })).step,
    }),
  );
}
