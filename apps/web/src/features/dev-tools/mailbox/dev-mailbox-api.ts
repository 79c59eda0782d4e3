import { queryOptions, useQuery } from '@tanstack/react-query';
import { devMailbox, devMailboxMessage } from '@lintel/domain/api/endpoints/dev-mailbox';
import { apiClient } from '../../../lib/api-client.ts';

export function useDevMailbox() {
  return useQuery(
    queryOptions({
      queryKey: ['dev-mailbox'],
      queryFn: ({ signal }) => apiClient.call(devMailbox, { signal }),
      // A job delivers a few hundred milliseconds after the event: keep the list fresh while the page is open.
      refetchInterval: 2_000,
    }),
  );
}

export function useDevMailboxMessage(id: string | undefined) {
  return useQuery(
    queryOptions({
      queryKey: ['dev-mailbox', id],
      queryFn: ({ signal }) => apiClient.call(devMailboxMessage, { params: { id: id ?? '' }, signal }),
      enabled: id !== undefined,
    }),
  );
}
