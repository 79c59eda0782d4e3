import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Endpoint, EndpointBody } from '@lintel/domain/api/endpoint';
import type { applicationParamsSchema } from '@lintel/domain/api/endpoints/application-paths';
import type { ErrorSummaryItem } from '../components/form/error-summary.tsx';
import { apiClient, type CallInput } from './api-client.ts';
import { ApiError, UNEXPECTED_MESSAGE } from './api-error.ts';

/** A borrower's step action of the contract: an application's call (`:uuid`) whose body the page sends. */
export type StepActionEndpoint = Endpoint<typeof applicationParamsSchema>;

/**
 * The one hook of a borrower action that answers the next server step (liens, SSN, offer, credit retry and PIN,
 * property choice, the pre-offer branches, the profile), called through its endpoint of the contract (decision
 * 161). Afterwards everything of the application is stale: the step is reset (a fresh poll budget for the wait that
 * follows), the rest refetched, and the router guard takes the borrower to the next page.
 */
export function useStepAction<E extends StepActionEndpoint>(endpoint: E, uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // An action without fields still sends `{}`: every call carries its JSON Content-Type, and the server refuses
    // that header on an empty body.
    mutationFn: (body: EndpointBody<E>) => {
      // The input's type names E's own params and body, which the compiler cannot follow through the generic.
      const input = { params: { uuid }, body: body ?? {} } as unknown as CallInput<E>;
      return apiClient.call(endpoint, input);
    },
    onSuccess: () => moveOnAfterAction(queryClient, uuid),
  });
}

/**
 * What follows an action that answered the next step: the step is reset (a fresh poll budget for the wait that
 * follows), the rest of the application refetched, and the router guard takes the borrower on. A page that shows the
 * answer first (bank/confirm's verification outcome, decision 186) calls it when the borrower goes on.
 */
export async function moveOnAfterAction(queryClient: QueryClient, uuid: string): Promise<void> {
  await queryClient.resetQueries({ queryKey: ['application', uuid, 'server-step'] });
  await queryClient.invalidateQueries({ queryKey: ['application', uuid] });
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
