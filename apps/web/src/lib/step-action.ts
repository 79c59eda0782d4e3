import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { parseServerStep } from '@lintel/domain/server-steps/server-step';
import type { ErrorSummaryItem } from '../components/form/error-summary.tsx';
import { apiClient } from './api-client.ts';
import { ApiError, UNEXPECTED_MESSAGE } from './api-error.ts';

// zod/mini like every schema the browser loads (decision 120): classic zod would add ~8 KB to the pages using this.
const stepAnswer = z.pipe(
  z.object({ step: z.unknown() }),
  z.transform((body: { step: unknown }) => parseServerStep(body.step)),
);

export const applicationV3Path = (uuid: string, action: string) =>
  `/service-application/api/v3/application/heloc/${encodeURIComponent(uuid)}/${action}`;

/**
 * The one hook of a borrower action that answers the next server step (liens, SSN, offer, credit retry and PIN,
 * property choice, the pre-offer branches). Afterwards everything of
 * the application is stale: the step is reset (a fresh poll budget for the wait that follows), the rest refetched,
 * and the router guard takes the borrower to the next page.
 */
export function useStepAction<TBody>(uuid: string, method: 'POST' | 'PUT', action: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TBody) =>
      method === 'POST'
        ? apiClient.post(applicationV3Path(uuid, action), body, stepAnswer)
        : apiClient.put(applicationV3Path(uuid, action), body, stepAnswer),
    onSuccess: async () => {
      await queryClient.resetQueries({ queryKey: ['application', uuid, 'server-step'] });
      await queryClient.invalidateQueries({ queryKey: ['application', uuid] });
    },
  });
}

/**
 * The server's messages for a failed action (decision 004), or the spec's generic one. A page with one field passes
 * it, so a server message about any field lands beneath the field the borrower sees.
 */
export function actionErrors(error: unknown, pageField?: string): ErrorSummaryItem[] {
  if (!error) return [];
  if (error instanceof ApiError && error.items.length > 0)
    return error.items.map((item) => ({
      message: item.message,
      field: pageField && item.field ? pageField : item.field,
    }));
  return [{ message: UNEXPECTED_MESSAGE }];
}
