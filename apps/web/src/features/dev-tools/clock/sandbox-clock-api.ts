import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { advanceSandboxClock, sandboxClock } from '@lintel/domain/api/endpoints/sandbox-clock';
import type { SandboxClockMove } from '@lintel/domain/application/sandbox-clock';
import { apiClient } from '../../../lib/api-client.ts';

const clockKey = (uuid: string) => ['dev-clock', uuid] as const;

/** GET /api/dev/applications/{uuid}/clock (decision 209): only while the panel is open. */
export function useSandboxClock(uuid: string, enabled: boolean) {
  return useQuery({
    ...queryOptions({
      queryKey: clockKey(uuid),
      queryFn: ({ signal }) => apiClient.call(sandboxClock, { params: { uuid }, signal }),
    }),
    enabled,
  });
}

/**
 * Moves the clock; then everything of the application is stale (the step may have moved several times), so the
 * router's guard takes the page where the application now is.
 */
export function useAdvanceSandboxClock(uuid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (advance: SandboxClockMove) =>
      apiClient.call(advanceSandboxClock, { params: { uuid }, body: { advance } }),
    onSuccess: async (clock) => {
      client.setQueryData(clockKey(uuid), clock);
      await client.resetQueries({ queryKey: ['application', uuid, 'server-step'] });
      await client.invalidateQueries({ queryKey: ['application', uuid] });
    },
  });
}
