import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { parseServerStep } from '@lintel/domain/server-steps/server-step';
import { apiClient } from '../../../lib/api-client.ts';

const stepAnswer = z.object({ step: z.unknown() }).transform((body) => parseServerStep(body.step));

export const reviewActionPath = (uuid: string, action: string) =>
  `/service-application/api/v3/application/heloc/${encodeURIComponent(uuid)}/${action}`;

/**
 * A borrower action on these pages (try again, PIN, property choice) answers the next server step. Everything of
 * the application is then stale: the step query starts a fresh poll budget and the router guard moves on.
 */
export function useReviewAction<TBody>(uuid: string, method: 'POST' | 'PUT', action: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TBody) =>
      method === 'POST'
        ? apiClient.post(reviewActionPath(uuid, action), body, stepAnswer)
        : apiClient.put(reviewActionPath(uuid, action), body, stepAnswer),
    onSuccess: async () => {
      await queryClient.resetQueries({ queryKey: ['application', uuid, 'server-step'] });
      await queryClient.invalidateQueries({ queryKey: ['application', uuid] });
    },
  });
}
