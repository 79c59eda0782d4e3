import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ServerStep } from '@lintel/domain/server-steps/server-step';
import { useToasts } from '../../features/toasts/components/toast-provider.tsx';
import { actionToast } from './action-toast-rules.ts';

/** `['application', uuid, 'server-step']`: the application-routing feature's key for the status query. */
function serverStepOf(queryKey: readonly unknown[]): string | null {
  return queryKey.length === 3 && queryKey[0] === 'application' && queryKey[2] === 'server-step'
    ? String(queryKey[1])
    : null;
}

/**
 * Action results as toasts through the one provider (decision 132), without the pages knowing: the shell watches
 * each application's server step and toasts when it leaves a step only a borrower's action moves on. The last step
 * seen is kept here because an action resets the query (its data is briefly undefined) before the next answer.
 */
export function useActionToasts(): void {
  const queryClient = useQueryClient();
  const { show } = useToasts();
  useEffect(() => {
    const lastStep = new Map<string, ServerStep>();
    // The watcher loads after the page (decision 121): steps already answered count as seen.
    for (const query of queryClient.getQueryCache().getAll()) {
      const uuid = serverStepOf(query.queryKey);
      const step = query.state.data as ServerStep | undefined;
      if (uuid && step !== undefined) lastStep.set(uuid, step);
    }
    return queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'success') return;
      const uuid = serverStepOf(event.query.queryKey);
      const step = event.query.state.data as ServerStep | undefined;
      if (!uuid || step === undefined) return;
      const toast = actionToast(lastStep.get(uuid), step);
      lastStep.set(uuid, step);
      if (toast) show(toast.message, toast.variant);
    });
  }, [queryClient, show]);
}
