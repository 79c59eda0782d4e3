import { queryOptions, useQuery } from '@tanstack/react-query';
import { bookNotarySession, notarySlots } from '@lintel/domain/api/endpoints/closing-actions';
import { apiClient } from '../../../lib/api-client.ts';
import { useStepAction } from '../../../lib/step-action.ts';

/** GET …/notary/slots: the remote sessions on offer (only at NOTARY_DISCLOSURE). */
export function useNotarySlots(uuid: string, enabled: boolean) {
  return useQuery({
    ...queryOptions({
      queryKey: ['application', uuid, 'notary-slots'] as const,
      queryFn: ({ signal }) => apiClient.call(notarySlots, { params: { uuid }, signal }),
    }),
    enabled,
  });
}

/** POST …/notary/session: NOTARY_DISCLOSURE -> DEED_SIGNING. */
export function useBookNotary(uuid: string) {
  return useStepAction(bookNotarySession, uuid);
}
