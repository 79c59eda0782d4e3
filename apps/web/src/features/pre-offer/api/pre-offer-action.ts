import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { parseServerStep } from '@lintel/domain/server-steps/server-step';
import { apiClient } from '../../../lib/api-client.ts';

const stepAnswer = z.object({ step: z.unknown() }).transform((body) => parseServerStep(body.step));

const actionPath = (uuid: string, action: string) =>
  `/service-application/api/v3/application/heloc/${encodeURIComponent(uuid)}/${action}`;

/**
 * One pre-offer action (assets, estimate, requalify, BPO condition and order); each answers the next server step.
 * Afterwards the step query restarts with a fresh poll budget and the rest of the application is refetched, so
 * the router guard takes the borrower on (the same rule as the application feature's actions).
 */
export function usePreOfferAction<TBody>(uuid: string, method: 'POST' | 'PUT', action: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TBody) =>
      method === 'POST'
        ? apiClient.post(actionPath(uuid, action), body, stepAnswer)
        : apiClient.put(actionPath(uuid, action), body, stepAnswer),
    onSuccess: async () => {
      await queryClient.resetQueries({ queryKey: ['application', uuid, 'server-step'] });
      await queryClient.invalidateQueries({ queryKey: ['application', uuid] });
    },
  });
}

/** Re-reads the server step now (hold pages: the borrower asks whether anything changed). */
export function useRecheckStep(uuid: string) {
  const queryClient = useQueryClient();
  return () => queryClient.resetQueries({ queryKey: ['application', uuid, 'server-step'] });
}
